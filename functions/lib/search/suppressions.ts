import { randomUUID } from 'node:crypto';
import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Mention, Profile } from '../../../shared/search/results.ts';
import type { OptOutRequest } from '../../../shared/privacy/opt-out.ts';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { identityFromUrl, identityKey } from './platforms.ts';

/**
 * The key an account or page is suppressed under: the platform identity when the URL is a known account
 * (so x.com/ada and twitter.com/Ada are one), else the URL without scheme, `www.`, query, fragment or final slash.
 */
export function suppressionKey(url: string): string | null {
  const identity = identityFromUrl(url);
  if (identity && identity.platform !== 'website') return `account#${identityKey(identity)}`;
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    const path = parsed.pathname.replace(/\/+$/, '').toLowerCase();
    return `account#${host}${path}`;
  } catch {
    return null;
  }
}

/** Records an opt-out: one item per account or page, one for the request itself. */
export async function recordOptOut(request: OptOutRequest, now = new Date()): Promise<number> {
  const table = config().SUPPRESSIONS_TABLE;
  const id = randomUUID();
  const keys = [...new Set(request.urls.map(suppressionKey).filter((key) => key !== null))];
  await dynamo().send(
    new PutCommand({
      TableName: table,
      Item: {
        pk: `request#${id}`,
        name: request.name,
        email: request.email,
        urls: request.urls,
        receivedAt: now.toISOString(),
      },
    }),
  );
  for (const key of keys) {
    await dynamo().send(
      new PutCommand({ TableName: table, Item: { pk: key, requestId: id, since: now.toISOString() } }),
    );
  }
  return keys.length;
}

/** Which of these keys are suppressed (one batch read per 100 keys). */
async function suppressedKeys(keys: string[]): Promise<Set<string>> {
  const table = config().SUPPRESSIONS_TABLE;
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 100) {
    let pending: string[] = keys.slice(i, i + 100);
    for (let round = 0; pending.length > 0 && round < 5; round++) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending.map((pk) => ({ pk })) } } }),
      );
      for (const item of answer.Responses?.[table] ?? []) {
        if (typeof item.pk === 'string') found.add(item.pk);
      }
      const left: Record<string, unknown>[] = answer.UnprocessedKeys?.[table]?.Keys ?? [];
      pending = left.flatMap((key) => (typeof key.pk === 'string' ? [key.pk] : []));
    }
  }
  return found;
}

export interface Suppressor {
  /** Drops every profile holding a suppressed account, and mention samples on suppressed pages. */
  apply: (results: {
    profiles: Profile[];
    mentions: Mention[];
  }) => Promise<{ profiles: Profile[]; mentions: Mention[] }>;
}

/** A filter for one job; it remembers what it looked up, so repeated updates cost nothing new. */
export function createSuppressor(
  lookup: (keys: string[]) => Promise<Set<string>> = suppressedKeys,
): Suppressor {
  const known = new Map<string, boolean>();
  return {
    async apply({ profiles, mentions }) {
      const urls = [
        ...profiles.flatMap((profile) => [
          ...profile.accounts.map((account) => account.url),
          ...profile.mentions.flatMap((mention) => mention.samples.map((sample) => sample.url)),
        ]),
        ...mentions.flatMap((mention) => mention.samples.map((sample) => sample.url)),
      ];
      const keyOf = new Map(urls.map((url) => [url, suppressionKey(url)]));
      const fresh = [...new Set([...keyOf.values()].filter((key) => key !== null && !known.has(key)))].filter(
        (key): key is string => key !== null,
      );
      if (fresh.length > 0) {
        const hit = await lookup(fresh);
        for (const key of fresh) known.set(key, hit.has(key));
      }
      const suppressed = (url: string) => {
        const key = keyOf.get(url);
        return key ? known.get(key) === true : false;
      };
      const keep = (list: Mention[]) =>
        list
          .map((mention) => ({
            ...mention,
            samples: mention.samples.filter((sample) => !suppressed(sample.url)),
          }))
          .filter((mention) => mention.samples.length > 0);
      return {
        profiles: profiles
          .filter((profile) => !profile.accounts.some((account) => suppressed(account.url)))
          .map((profile) => ({ ...profile, mentions: keep(profile.mentions) })),
        mentions: keep(mentions),
      };
    },
  };
}
