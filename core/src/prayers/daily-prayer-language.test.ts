/**
 * The daily prayer in the person's language (decision 231): a Spanish-language person
 * gets the Spanish prayer on every path (Today, the past day, completing, delivery); admins schedule
 * per language per date; a date with nothing scheduled in a language falls back to that language's
 * library, never to another language's scheduled prayer; a language with no library at all falls
 * back to the English library. New accounts take their language from the client at first contact.
 * Each test runs in a rolled-back transaction over a small content fixture (two English and two
 * Spanish library prayers), with a pinned clock.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle, type Tx } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { CONTENT_DIR, readContent } from '@dps/db/content/load-content';
import { seedDatabase } from '@dps/db/seed/seed';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { createDailyPrayer } from '../admin/create-daily-prayer';
import { listAdminCalendar } from '../admin/admin-calendar';
import { grantAdmin } from '../accounts/grant-admin';
import { findOrCreateUserByIdentity } from '../accounts/identities';
import { registerWithPassword } from '../accounts/register';
import { getSettings } from '../settings/get-settings';
import { updateSettings } from '../settings/update-settings';
import { planDueDeliveries } from '../delivery/plan-due-deliveries';
import { claimDeliveries } from '../delivery/claim-deliveries';
import { completePrayer } from './complete-prayer';
import { getDailyPrayer, pickDailyPrayer } from './get-daily-prayer';

const FIXTURE = readContent(join(CONTENT_DIR, '..', 'db', 'src', 'content', 'fixtures', 'small'));
const AT = '2026-03-10T12:00:00Z';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

async function rolledBack(fn: (tx: Tx) => Promise<void>): Promise<void> {
  const sentinel = new Error('rollback');
  await expect(
    h.db.transaction(async (tx) => {
      await fn(tx);
      throw sentinel;
    }),
  ).rejects.toBe(sentinel);
}

/** A database holding only the fixture's prayers (the English and Spanish libraries of two each). */
async function withFixture(fn: (ctx: ReturnType<typeof testCtx>) => Promise<void>, content = FIXTURE) {
  await rolledBack(async (tx) => {
    await tx.delete(prayers);
    await seedDatabase(tx, { content, now: new Date(AT) });
    await fn({ ...testCtx(h.db, AT), db: tx });
  });
}

async function person(ctx: ReturnType<typeof testCtx>, language: 'en' | 'es', timeZone = 'UTC') {
  const u = await makeUser(ctx, { timeZone });
  if (language !== 'en') await updateSettings(actor(ctx, u.id, timeZone), { language });
  return actor(ctx, u.id, timeZone);
}

const titleOf = async (ctx: ReturnType<typeof testCtx>, id: number) =>
  (
    await queryRows<{ title: string; language: string }>(
      ctx.db,
      sql`select title, language from prayers where id = ${id}`,
    )
  )[0];

describe('the daily prayer in the person’s language', () => {
  it('gives a Spanish-language person a prayer of the Spanish library, and an English one an English prayer, on the same date', async () => {
    await withFixture(async (ctx) => {
      const es = await person(ctx, 'es');
      const en = await person(ctx, 'en');
      const forEs = (await getDailyPrayer(es))!;
      const forEn = (await getDailyPrayer(en))!;
      expect(['Nuevas cada mañana', 'De mañana te busco']).toContain(forEs.title);
      expect(['A Morning Offering', 'Learning to Wait']).toContain(forEn.title);
      expect((await titleOf(ctx, forEs.id))!.language).toBe('es');
      // Completing works on the Spanish prayer (it is the Spanish person's prayer of the day), not on the English one.
      await expect(completePrayer(es, { prayerId: forEs.id })).resolves.toMatchObject({ completed: true });
      await expect(completePrayer(es, { prayerId: forEn.id })).rejects.toMatchObject({ code: 'conflict' });
    });
  });

  it('follows a change of language at once, and the same date keeps one prayer per language', async () => {
    await withFixture(async (ctx) => {
      const p = await person(ctx, 'en');
      const english = (await getDailyPrayer(p))!;
      await updateSettings(p, { language: 'es' });
      expect((await getSettings(p)).language).toBe('es');
      const spanish = (await getDailyPrayer(p))!;
      expect((await titleOf(ctx, spanish.id))!.language).toBe('es');
      await updateSettings(p, { language: 'en' });
      expect((await getDailyPrayer(p))!.id).toBe(english.id);
    });
  });

  it('refuses a language the product has no content for', async () => {
    await withFixture(async (ctx) => {
      const p = await person(ctx, 'en');
      await expect(updateSettings(p, { language: 'fr' as 'es' })).rejects.toMatchObject({
        code: 'validation',
        message: 'Please choose English (en) or Spanish (es).',
      });
    });
  });
});

describe('scheduling per language', () => {
  it('schedules a prayer per language per date; each language sees its own, and a date without one in a language falls back to that language’s library', async () => {
    await withFixture(async (ctx) => {
      const adminUser = await makeUser(ctx);
      await grantAdmin(ctx, { email: adminUser.email! });
      const admin = actor(ctx, adminUser.id);
      const topicId = (await queryRows<{ id: number }>(ctx.db, sql`select id from topics where key = 'hope'`))[0]!.id;
      const date = '2026-03-20';
      const base = { content: 'Text. Amen.', topic_id: topicId, date };
      const es = await createDailyPrayer(admin, { ...base, title: 'Oración programada', language: 'es' });
      expect(es.language).toBe('es');
      // English has nothing scheduled that day: English readers get the English library, never the Spanish prayer.
      const enPick = (await pickDailyPrayer(ctx, { date, language: 'en' }))!;
      expect(enPick.kind).toBe('library');
      expect((await titleOf(ctx, enPick.id))!.language).toBe('en');
      expect((await pickDailyPrayer(ctx, { date, language: 'es' }))!.id).toBe(es.id);
      // The same date in English is free: scheduling it asks nothing.
      const en = await createDailyPrayer(admin, { ...base, title: 'Scheduled prayer' });
      expect(en.language).toBe('en');
      expect((await pickDailyPrayer(ctx, { date, language: 'en' }))!.id).toBe(en.id);
      // A second Spanish one for the date asks to replace.
      await expect(createDailyPrayer(admin, { ...base, title: 'Otra', language: 'es' })).rejects.toMatchObject({
        code: 'conflict',
      });
      // The calendar shows one language at a time.
      const calEs = await listAdminCalendar(admin, { from: date, to: date, language: 'es' });
      const calEn = await listAdminCalendar(admin, { from: date, to: '2026-03-21' });
      expect(calEs.days[0]).toMatchObject({ source: 'scheduled', prayer: { title: 'Oración programada' } });
      expect(calEn.days[0]).toMatchObject({ source: 'scheduled', prayer: { title: 'Scheduled prayer' } });
      expect(calEn.days[1]).toMatchObject({ source: 'library' });
      expect(calEn.language).toBe('en');
    });
  });

  it('falls back to the English library only while a language has no library at all', async () => {
    const englishOnly = FIXTURE.filter((c) => c.language === 'en');
    await withFixture(async (ctx) => {
      const es = await person(ctx, 'es');
      const p = (await getDailyPrayer(es))!;
      expect((await titleOf(ctx, p.id))!.language).toBe('en');
    }, englishOnly);
  });
});

describe('delivery in the person’s language', () => {
  it('plans and claims the Spanish prayer for a Spanish-language person’s email, the English one for an English person’s', async () => {
    await withFixture(async (ctx) => {
      const es = await person(ctx, 'es');
      const en = await person(ctx, 'en');
      for (const a of [es, en])
        await updateSettings(a, { dailyReminders: true, emailReminders: true, reminderTime: '11:59' });
      const now = new Date(AT);
      const due = await planDueDeliveries(ctx, { now, channel: 'email' });
      const mine = due.filter((d) => d.target === String(es.userId) || d.target === String(en.userId));
      expect(mine.map((d) => d.language).sort()).toEqual(['en', 'es']);
      const claimed = await claimDeliveries(ctx, { now, channel: 'email', items: mine });
      const byTarget = new Map(claimed.map((c) => [c.target, c.prayer.id]));
      expect(byTarget.get(String(es.userId))).toBe((await getDailyPrayer(es))!.id);
      expect(byTarget.get(String(en.userId))).toBe((await getDailyPrayer(en))!.id);
      expect(byTarget.get(String(es.userId))).not.toBe(byTarget.get(String(en.userId)));
    });
  });
});

describe('the language a new account starts in', () => {
  it('takes Telegram’s language_code (or Slack’s locale) at first contact, and leaves an existing account alone', async () => {
    await withFixture(async (ctx) => {
      const { user, created } = await findOrCreateUserByIdentity(ctx, {
        provider: 'telegram',
        subject: '90001',
        firstName: 'Ana',
        locale: 'es',
      });
      expect(created).toBe(true);
      expect((await getSettings(actor(ctx, user.id))).language).toBe('es');
      await updateSettings(actor(ctx, user.id), { language: 'en' });
      await findOrCreateUserByIdentity(ctx, { provider: 'telegram', subject: '90001', firstName: 'Ana', locale: 'es' });
      expect((await getSettings(actor(ctx, user.id))).language).toBe('en');
      const slack = await findOrCreateUserByIdentity(ctx, {
        provider: 'slack',
        subject: 'T1:U1',
        firstName: 'Luis',
        locale: 'es-LA',
      });
      expect((await getSettings(actor(ctx, slack.user.id))).language).toBe('es');
      const other = await findOrCreateUserByIdentity(ctx, {
        provider: 'telegram',
        subject: '90002',
        firstName: 'Jo',
        locale: 'pt-br',
      });
      expect((await getSettings(actor(ctx, other.user.id))).language).toBe('en');
    });
  });

  it('takes the browser’s language at registration when the product has it', async () => {
    await withFixture(async (ctx) => {
      const base = { password: 'mustard-seed-9', firstName: 'Marta' };
      const es = await registerWithPassword(ctx, { ...base, email: 'marta@example.test', language: 'es' });
      const fr = await registerWithPassword(ctx, { ...base, email: 'marie@example.test', language: 'fr' });
      expect((await getSettings(actor(ctx, es.id))).language).toBe('es');
      expect((await getSettings(actor(ctx, fr.id))).language).toBe('en');
    });
  });
});
