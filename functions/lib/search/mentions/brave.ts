import { z } from 'zod';
import { htmlToText } from '../enrich/page-meta.ts';
import type { MentionSource } from '../sources/types.ts';

const AnswerSchema = z.object({
  web: z
    .object({
      results: z.array(
        z.object({
          url: z.string(),
          title: z.string().nullish(),
          description: z.string().nullish(),
          extra_snippets: z.array(z.string()).nullish(),
        }),
      ),
    })
    .optional(),
});

/** Brave Search API (key in `X-Subscription-Token`). Descriptions carry <strong> highlights; we keep the text. */
export function braveSource(apiKey: string): MentionSource {
  return {
    id: 'brave',
    label: 'Brave Search',
    timeoutMs: 12_000,
    async search(query, { web, signal }) {
      const params = new URLSearchParams({
        q: query,
        count: '20',
        result_filter: 'web',
        extra_snippets: 'true',
      });
      const answer = await web.getJson(
        `https://api.search.brave.com/res/v1/web/search?${params}`,
        AnswerSchema,
        {
          signal,
          timeoutMs: 10_000,
          headers: { 'x-subscription-token': apiKey, accept: 'application/json' },
        },
      );
      return (answer.web?.results ?? []).map((result, rank) => ({
        url: result.url,
        title: htmlToText(result.title ?? ''),
        snippet: htmlToText([result.description ?? '', ...(result.extra_snippets ?? [])].join(' ')),
        rank,
        source: 'brave',
      }));
    },
  };
}
