import { z } from 'zod';
import type { MentionHit, MentionSource } from '../sources/types.ts';

const AnswerSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
    }),
  ),
});

/** A SearXNG instance's JSON API (`format=json` must be enabled in its settings); reads the first `pages` pages. */
export function searxngSource(baseUrl: string, pages = 2): MentionSource {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    id: 'searxng',
    label: 'Web search',
    timeoutMs: 12_000,
    async search(query, { web, signal }) {
      // The pages are asked for side by side: a slow answer then costs one wait, not one per page.
      const answers = await Promise.all(
        Array.from({ length: pages }, (_, index) => {
          const params = new URLSearchParams({
            q: query,
            format: 'json',
            pageno: String(index + 1),
            safesearch: '0',
          });
          // SearXNG gives its own engines about 3 s; an answer later than this is not coming.
          return web.getJson(`${base}/search?${params}`, AnswerSchema, { signal, timeoutMs: 4000 });
        }),
      );
      const hits: MentionHit[] = [];
      const seen = new Set<string>();
      for (const answer of answers) {
        for (const result of answer.results) {
          if (seen.has(result.url)) continue;
          seen.add(result.url);
          hits.push({
            url: result.url,
            title: result.title ?? '',
            snippet: result.content ?? '',
            rank: hits.length,
            source: 'searxng',
          });
        }
      }
      return hits;
    },
  };
}
