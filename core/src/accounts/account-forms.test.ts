import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZLoginWithPasswordInput, ZRegisterWithPasswordInput, ZResetPasswordInput } from './account-forms';
import { parseInput } from '../validate';

const here = dirname(fileURLToPath(import.meta.url));

/** Every bare import reachable from a file through relative imports. */
function reachablePackages(file: string, seen = new Set<string>(), out = new Set<string>()): Set<string> {
  if (seen.has(file)) return out;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  for (const m of src.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
    const spec = m[1]!;
    if (/^\s*(import|export)\s+type\s/.test(m[0])) continue; // erased at build time
    if (spec.endsWith('.json')) continue; // data (a catalogue): imports nothing
    if (spec.startsWith('.')) reachablePackages(resolve(dirname(file), `${spec}.ts`), seen, out);
    else out.add(spec);
  }
  return out;
}

describe('account-forms', () => {
  it('stays importable by the browser: no argon2, node:*, database or drizzle in its import graph', () => {
    const pkgs = [...reachablePackages(resolve(here, 'account-forms.ts'))];
    expect(pkgs.length).toBeGreaterThan(0);
    // @dps/db/content/languages is the one db module of plain constants (the content languages), safe to bundle.
    const pure = new Set(['@dps/db/content/languages']);
    for (const p of pkgs.filter((x) => !pure.has(x)))
      expect(p, p).not.toMatch(/^(node:|@node-rs\/|@dps\/db|drizzle-orm|postgres|@electric-sql)/);
  });

  it('gives the web form the same answers core gives', () => {
    const reg = ZRegisterWithPasswordInput.safeParse({ email: 'a@b.co', password: 'short', firstName: 'A' });
    expect(reg.success).toBe(false);
    expect(reg.error!.issues[0]).toMatchObject({ path: ['password'], message: 'passwordTooShort|passwordTooShort' });
    // Core's edge answers the keys' English, title and all.
    expect(() => parseInput(ZRegisterWithPasswordInput, { email: 'a@b.co', password: 'short', firstName: 'A' })).toThrow(
      expect.objectContaining({ message: 'Password must be at least 6 characters long', title: 'Password too short' }),
    );
    const ok = ZRegisterWithPasswordInput.parse({ email: ' A@B.co ', password: 'good-enough-1', firstName: ' A ', timeZone: 'Asia/Tokyo' });
    expect(ok).toEqual({ email: 'a@b.co', password: 'good-enough-1', firstName: 'A', lastName: '', timeZone: 'Asia/Tokyo' });
    expect(ZLoginWithPasswordInput.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(ZResetPasswordInput.safeParse({ token: 't', newPassword: '123456' }).error!.issues[0]!.message).toBe('passwordTooCommonCaps|commonPassword');
  });
});
