/**
 * A real listening server for HTTP tests: a fresh seeded database (PGlite or PostgreSQL, see
 * core/test/create-test-db.ts), the real createApp, an ephemeral port, and a pinned clock.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { DbHandle } from '@dps/db/client';
import { fixedClock, type Ctx } from '@dps/core/context';
import { createTestDb } from '@dps/core/test/create-test-db';
import { createApp, type AppExtras } from '../server/app';
import type { AppDeps, WebConfig } from '../server/deps';
import { createLogger, type Logger } from '../server/logger';

export interface TestServer {
  url: string;
  db: DbHandle;
  clock: ReturnType<typeof fixedClock>;
  /** A core context on the same database and clock, for arranging data. */
  ctx: Ctx;
  config: WebConfig;
  close(): Promise<void>;
}

export async function startTestServer(
  opts: {
    now?: string;
    config?: Partial<WebConfig>;
    extras?: AppExtras;
    db?: DbHandle;
    log?: Logger;
    circleMembership?: AppDeps['circleMembership'];
  } = {},
): Promise<TestServer> {
  const db = opts.db ?? (await createTestDb());
  const clock = fixedClock(opts.now ?? '2026-03-10T15:00:00Z');
  const log = opts.log ?? createLogger({ level: 'silent' });
  const config: WebConfig = {
    appUrl: 'http://127.0.0.1',
    appName: 'Daily Prayer & Scripture',
    infoEmail: 'info@dailyprayer.example',
    devMode: true,
    isProduction: false,
    // The test clients play a reverse proxy on loopback (IpBrowser's X-Forwarded-For), as TRUST_PROXY=loopback.
    trustProxy: ['loopback'],
    mailFrom: 'Daily Prayer & Scripture <no-reply@dailyprayer.example>',
    ...opts.config,
  };
  const server: Server = await new Promise((resolve) => {
    const s = createApp({ db, clock, log, config, circleMembership: opts.circleMembership }, opts.extras).listen(
      0,
      '127.0.0.1',
      () => resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.appUrl = opts.config?.appUrl ?? url;
  return {
    url,
    db,
    clock,
    ctx: { db: db.db, clock, log },
    config,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      if (!opts.db) await db.close();
    },
  };
}
