/**
 * Server-side sessions (PostgreSQL, so any instance can answer). The cookie carries a random token;
 * the table holds only its sha256. Sessions slide: each use pushes expiry to now + 30 days, but the
 * row is rewritten at most about once a day so reading a page is not a write.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { writeEpochOf, type Db, type Tx } from '@dps/db/client';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dps/db/content/languages';
import { contentGeneration, sessions, userSettings, users } from '@dps/db/schema';
import type { Ctx } from '../context';
import { usableTimeZone } from '../time/time-zones';
import type { UserRecord } from './create-user';
import { DAY_MS, hashToken } from './secrets';
import { userRecordColumns } from './user-record';

export const SESSION_TTL_MS = 30 * DAY_MS;
/** Extend a session only when the last extension is at least this old. */
const SLIDE_EVERY_MS = DAY_MS;

export interface SessionInfo {
  user: UserRecord;
  /** The person's IANA zone (user_settings; 'UTC' if they have no settings row), for their ActorCtx. */
  timeZone: string;
  /** The person's language (user_settings; English without a row). */
  language: Language;
  /** When the person signed in (for "recent sign-in" checks before dangerous actions). */
  createdAt: Date;
  expiresAt: Date;
  /**
   * The read caches' generations as this statement saw them (cache/read-cache.ts, decision 238): the
   * person's, and the prayers' (null if its row is missing).
   */
  generations: { user: number; content: number | null };
}

/** A cookie value we might have issued: anything else is simply not a session. */
/** A session token as a cookie carries it; anything else is no session. */
export const zSessionToken = z.string().min(16).max(128);

/**
 * The session lookup every signed-in request makes, built once per database handle (a prepared
 * query: no query building per request) with the read caches' generations in the same statement.
 */
function buildSessionQuery(db: Db | Tx) {
  return db
    .select({
      user: userRecordColumns,
      timeZone: userSettings.timeZone,
      language: userSettings.language,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userGeneration: users.cacheGeneration,
      contentGeneration: sql<number | null>`(select ${contentGeneration.generation} from ${contentGeneration} where ${contentGeneration.id} = 1)`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userSettings, eq(userSettings.userId, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_by_token');
}
const sessionQueries = new WeakMap<Db | Tx, ReturnType<typeof buildSessionQuery>>();
type SessionRow = Awaited<ReturnType<ReturnType<typeof buildSessionQuery>['execute']>>[number];

/**
 * On the embedded database (decision 244) the session statement was most of a warm request's cost
 * (PGlite's WASM, one statement at a time): its rows are kept while the database's write epoch
 * (`writeEpochOf`) has not moved. Any write through this process — a sign-out, a setting, a prayer
 * prayed, the slide below, a bot's or the scheduler's work — moves it and empties this, so an
 * answer from here is what the statement would say. Not on PostgreSQL: other instances write there
 * (decision 238 keeps the session uncached for them).
 */
const sessionRowCaches = new WeakMap<Db | Tx, { epoch: number; rows: Map<string, SessionRow> }>();
/** Sessions kept between two writes before the oldest go. */
const SESSION_ROWS_MAX = 10_000;

async function readSessionRow(db: Db | Tx, idHash: string): Promise<SessionRow | undefined> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = buildSessionQuery(db)));
  const epochOf = writeEpochOf(db);
  if (!epochOf) return (await query.execute({ idHash }))[0];
  const epoch = epochOf();
  const cache = sessionRowCaches.get(db);
  const hit = cache?.epoch === epoch ? cache.rows.get(idHash) : undefined;
  if (hit) return hit;
  const [row] = await query.execute({ idHash });
  // Kept only if nothing may have been written while it was read.
  if (row && epochOf() === epoch) {
    let current = sessionRowCaches.get(db);
    if (current?.epoch !== epoch) sessionRowCaches.set(db, (current = { epoch, rows: new Map() }));
    if (current.rows.size >= SESSION_ROWS_MAX) current.rows.delete(current.rows.keys().next().value as string);
    current.rows.set(idHash, row);
  }
  return row;
}

/**
 * The session behind a cookie value, with its user; null when unknown or expired (an expired one is
 * deleted). Slides the expiry as described above.
 */
export async function getSession(ctx: Ctx, input: { token: string | null | undefined }): Promise<SessionInfo | null> {
  const token = zSessionToken.safeParse(input.token);
  if (!token.success) return null;
  const idHash = hashToken(token.data);
  const now = ctx.clock.now();
  const row = await readSessionRow(ctx.db, idHash);
  if (!row) return null;
  const found: SessionInfo = {
    // A copy: the row may be kept for the next request (readSessionRow).
    user: { ...row.user },
    timeZone: usableTimeZone(row.timeZone),
    language: row.language && (LANGUAGES as readonly string[]).includes(row.language) ? row.language : DEFAULT_LANGUAGE,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    generations: { user: row.userGeneration, content: row.contentGeneration ?? null },
  };
  if (row.expiresAt.getTime() <= now.getTime()) {
    await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  const slid = new Date(now.getTime() + SESSION_TTL_MS);
  if (slid.getTime() - row.expiresAt.getTime() >= SLIDE_EVERY_MS) {
    await ctx.db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.idHash, idHash));
    return { ...found, expiresAt: slid };
  }
  return found;
}

/** The signed-in person for a cookie value, or null. See getSession. */
export async function getSessionUser(ctx: Ctx, input: { token: string | null | undefined }): Promise<UserRecord | null> {
  return (await getSession(ctx, input))?.user ?? null;
}
