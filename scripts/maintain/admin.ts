/**
 * `npm run admin -- grant <email>`: make an existing account an admin (core grantAdmin). It opens
 * the same database `npm start` uses (DATABASE_URL, else the embedded PGlite in DATA_DIR; with the
 * embedded one, stop the server first: PGlite is single-process).
 */
import { pathToFileURL } from 'node:url';
import { createDb } from '@dps/db/client';
import { systemClock, type Ctx } from '@dps/core/context';
import { grantAdmin } from '@dps/core/accounts/grant-admin';
import { isAppError } from '@dps/core/errors';
import { ConfigError, parseConfig } from '../config';

export const USAGE = 'Usage: npm run admin -- grant <email>';

/** Run one admin command; returns the exit code and the line to print. */
export async function runAdmin(args: string[], ctx: Ctx): Promise<{ code: number; message: string }> {
  const [command, email, ...rest] = args;
  if (command !== 'grant' || !email || rest.length > 0) return { code: 2, message: USAGE };
  try {
    const user = await grantAdmin(ctx, { email });
    return { code: 0, message: `${user.email} is now an admin.` };
  } catch (e) {
    if (isAppError(e)) return { code: 1, message: e.message };
    throw e;
  }
}

async function main() {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const args = process.argv.slice(2);
  if (args[0] !== 'grant') {
    console.error(USAGE);
    process.exit(2);
  }
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const quiet = { info() {}, warn() {}, error() {} };
  try {
    const { code, message } = await runAdmin(args, { db: db.db, clock: systemClock, log: quiet });
    (code === 0 ? console.log : console.error)(message);
    process.exitCode = code;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
