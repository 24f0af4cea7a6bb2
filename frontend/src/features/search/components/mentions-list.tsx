import { RESULTS } from '../../../../../shared/constants.ts';
import { cutTitle, type Mention } from '../../../../../shared/search/results.ts';

/** Websites that mention the name: each domain with up to two sample pages, titles cut to 120 characters. */
export function MentionsList({ mentions, className }: { mentions: readonly Mention[]; className?: string }) {
  return (
    <ul className={className ?? 'mt-2 flex flex-col gap-3'}>
      {mentions.map((mention) => (
        <li key={mention.domain} className="min-w-0">
          <p className="text-sm font-medium break-words text-zinc-900 dark:text-zinc-100">{mention.domain}</p>
          {mention.samples.length > 0 && (
            <ul className="mt-1 flex flex-col gap-1 border-l-2 border-zinc-100 pl-3 dark:border-zinc-800">
              {mention.samples.slice(0, RESULTS.samplesPerDomain).map((sample) => (
                <li key={sample.url}>
                  <a
                    href={sample.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm break-words text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {cutTitle(sample.title) || sample.url}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
