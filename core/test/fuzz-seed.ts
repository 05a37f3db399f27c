/**
 * One seed per fuzz file, printed, and taken from FUZZ_SEED when set, so any red run can be
 * replayed exactly: `FUZZ_SEED=-272309324 npx vitest run bot/test/fuzz-slack.test.ts`. Every
 * property in the file runs with this seed (fast-check's global configuration).
 */
import fc from 'fast-check';

export function useFuzzSeed(file: string): number {
  const raw = process.env.FUZZ_SEED?.trim();
  const seed = raw ? Number(raw) : (Date.now() ^ Math.floor(Math.random() * 0x1_0000_0000)) | 0;
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got "${raw}"`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  console.info(`[fuzz] ${file}: seed ${seed} (replay with FUZZ_SEED=${seed})`);
  return seed;
}
