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
      const hits: MentionHit[] = [];
      for (let page = 1; page <= pages; page++) {
        const params = new URLSearchParams({
          q: query,
          format: 'json',
          pageno: String(page),
          safesearch: '0',
        });
        const answer = await web.getJson(`${base}/search?${params}`, AnswerSchema, {
          signal,
          timeoutMs: 10_000,
        });
        for (const result of answer.results) {
          hits.push({
            url: result.url,
            title: result.title ?? '',
            snippet: result.content ?? '',
            rank: hits.length,
            source: 'searxng',
          });
        }
        if (answer.results.length === 0) break;
      }
      return hits;
    },
  };
}
