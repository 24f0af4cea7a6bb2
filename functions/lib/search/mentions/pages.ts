import pLimit from 'p-limit';
import type { WebClient } from '../../fetch/web-client.ts';
import { fetchPage } from '../../fetch/web-client.ts';
import { readPageMeta } from '../enrich/page-meta.ts';
import { isSocialDomain } from '../platforms.ts';
import type { MentionHit } from '../sources/types.ts';

/** Mention pages read per search engine, best ranked first. */
const MAX_PAGES = 20;
const PAGE_TIMEOUT_MS = 5000;
/** Less time than this before the deadline, and a page is left to its snippet. */
const MIN_PAGE_MS = 300;
/** Enough of a page to find who it is about. */
const TEXT_CAP = 4000;

/**
 * Reads the best-ranked mention pages so attribution can use their whole text, not just the engine's snippet.
 * A page that cannot be read (or not before the deadline, epoch ms) keeps its snippet.
 */
export async function readMentionPages(
  web: WebClient,
  hits: MentionHit[],
  signal: AbortSignal,
  deadline = Number.POSITIVE_INFINITY,
): Promise<void> {
  const byUrl = new Map<string, MentionHit[]>();
  for (const hit of [...hits].sort((a, b) => a.rank - b.rank)) {
    if (isSocialDomain(hit.url)) continue;
    byUrl.set(hit.url, [...(byUrl.get(hit.url) ?? []), hit]);
  }
  const limit = pLimit(6);
  await Promise.all(
    [...byUrl.entries()].slice(0, MAX_PAGES).map(([url, same]) =>
      limit(async () => {
        const left = deadline - Date.now();
        if (signal.aborted || left < MIN_PAGE_MS) return;
        try {
          const page = await fetchPage(web, url, {
            signal,
            timeoutMs: Math.min(PAGE_TIMEOUT_MS, left),
            maxBodyBytes: 500_000,
            retry: false,
          });
          if (page.status !== 200 || page.loginWall) return;
          const meta = readPageMeta(page.body, page.finalUrl);
          const text = meta.text.slice(0, TEXT_CAP);
          const links = meta.links.filter((link) => link.at < TEXT_CAP);
          for (const hit of same) {
            hit.pageText = text;
            hit.pageLinks = links;
          }
        } catch {
          // The snippet still speaks for the page.
        }
      }),
    ),
  );
}
