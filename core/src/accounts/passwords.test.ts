import { describe, expect, it } from 'vitest';
import { hash, parseOptions } from '@node-rs/argon2';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords';

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id at the OWASP parameters and verifies only the right password', async () => {
    const h = await hashPassword('morning-light-42');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(h).not.toContain('morning-light-42');
    expect(await verifyPassword({ hash: h, password: 'morning-light-42' })).toBe(true);
    expect(await verifyPassword({ hash: h, password: 'Morning-light-42' })).toBe(false);
    expect(await verifyPassword({ hash: h, password: '' })).toBe(false);
  });

  it('salts: the same password hashes differently twice', async () => {
    expect(await hashPassword('same-pass-123')).not.toBe(await hashPassword('same-pass-123'));
  });

  it('with no stored hash still does the argon2 work (same parameters) and answers false', async () => {
    const o = parseOptions(DUMMY_PASSWORD_HASH);
    expect(o).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: PASSWORD_HASH_OPTIONS.algorithm });
    const t0 = performance.now();
    expect(await verifyPassword({ hash: null, password: 'anything' })).toBe(false);
    // A real argon2id pass over 19 MiB cannot take under a few milliseconds; a shortcut would.
    expect(performance.now() - t0).toBeGreaterThan(3);
  });

  it('a malformed stored hash or an absurdly long password is never a match', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
    const long = 'a'.repeat(201);
    expect(await verifyPassword({ hash: await hashPassword(long), password: long })).toBe(false);
  });

  it('asks for a rehash only when the parameters are older than today', async () => {
    expect(needsRehash(await hashPassword('whatever-77'))).toBe(false);
    expect(needsRehash(await hash('whatever-77', { memoryCost: 4096, timeCost: 1, parallelism: 1 }))).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});

describe('isCommonPassword', () => {
  it('knows several hundred well-known passwords, whatever their case', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(300);
    for (const pw of ['123456', 'password', 'QWERTY', 'iloveyou', 'PassWord1', 'sunshine', 'letmein', 'blessed']) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it('lets a personal password through', () => {
    for (const pw of ['Psalm 23 by the still waters', 'tangerine-orbit-9', 'k8#mQ!x2Lp']) {
      expect(isCommonPassword(pw), pw).toBe(false);
    }
  });
});
