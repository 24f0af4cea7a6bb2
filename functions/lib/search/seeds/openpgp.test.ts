import { describe, expect, it } from 'vitest';
import { armoredTestKey } from '../../../../infra/local/sample-web/hosts/openpgp.ts';
import { parseUserId, userIdsOfArmoredKey } from './openpgp.ts';

describe('OpenPGP User IDs', () => {
  it('reads the User IDs of an armoured public key', () => {
    const key = armoredTestKey(['Ada Example <ada@example.org>', 'Ada E. (work) <ada@work.example>'], 'seed');
    expect(key).toContain('-----BEGIN PGP PUBLIC KEY BLOCK-----');
    expect(userIdsOfArmoredKey(key)).toEqual([
      { name: 'Ada Example', email: 'ada@example.org', raw: 'Ada Example <ada@example.org>' },
      { name: 'Ada E.', email: 'ada@work.example', raw: 'Ada E. (work) <ada@work.example>' },
    ]);
  });

  it('survives garbage', () => {
    expect(userIdsOfArmoredKey('not a key')).toEqual([]);
    expect(
      userIdsOfArmoredKey('-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n!!!\n-----END PGP PUBLIC KEY BLOCK-----'),
    ).toEqual([]);
    expect(parseUserId('ada@example.org')).toEqual({
      name: null,
      email: 'ada@example.org',
      raw: 'ada@example.org',
    });
  });
});
