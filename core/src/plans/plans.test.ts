import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheckPassage } from '@dps/db/content/load-plan-files';
import type { DbHandle } from '@dps/db/client';
import { planDays, plans, userSettings } from '@dps/db/schema';
import { seedPlans } from '@dps/db/seed/seed-plans';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx, Ctx } from '../context';
import { exportUserData } from '../accounts/export-user-data';
import { mergeUsers } from '../accounts/merge-users';
import { listNotifications } from '../notifications/list-notifications';
import { markPlanDayDone } from './mark-plan-day-done';
import { getPlan } from './get-plan';
import { listPlans } from './list-plans';
import { getPlanRunSummary } from './plan-run-summary';
import { getPlanRun } from './get-plan-run';
import { leavePlanRun } from './leave-plan-run';
import { listFinishedPlanRuns } from './list-finished-plan-runs';
import { listMyPlanRuns } from './list-my-plan-runs';
import { pausePlanRun } from './pause-plan-run';
import { restartPlanRun } from './restart-plan-run';
import { resumePlanRun } from './resume-plan-run';
import { startPlan } from './start-plan';
import { BAD_FIXTURE_PLANS_DIR, FIXTURE_PLANS_DIR, seedFixturePlans } from './plan-test-helpers';
import { checkPlanPassage, seedPlanLibrary } from './seed-plan-library';

let h: DbHandle;
let ctx: Ctx & { clock: { set(d: string): void } };
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T15:00:00Z');
  await seedFixturePlans(h.db);
});
afterAll(() => h.close());

/** A person in São Paulo (UTC-3) acting at the pinned clock. */
async function paulo(): Promise<ActorCtx> {
  const u = await makeUser(ctx, { timeZone: 'America/Sao_Paulo' });
  return actor(ctx, u.id, 'America/Sao_Paulo');
}

describe('the plan seed', () => {
  it('loads valid files, reports a bad one and skips it, and is idempotent by file hash', async () => {
    const again = await seedPlanLibrary(h.db, { contentDir: FIXTURE_PLANS_DIR });
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, errors: [] });
    const bad = await seedPlanLibrary(h.db, { contentDir: BAD_FIXTURE_PLANS_DIR });
    expect(bad.unchanged).toBe(1);
    expect(bad.errors.map((e) => e.file).sort()).toEqual([
      'plans-bad/en/plans/bad-yaml.yaml',
      'plans-bad/en/plans/too-short.yaml',
    ]);
    const short = bad.errors.find((e) => e.file.endsWith('too-short.yaml'))!.message;
    expect(short).toContain('length is 3 but there are 2 days');
    expect(short).toContain('day 2 has no reflection');
    const [row] = await h.db.select().from(plans).where(eq(plans.id, 'too-short'));
    expect(row).toBeUndefined();
  });

  it('reads a file again only when its bytes changed: unchanged files are not parsed or checked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dps-plans-'));
    try {
      cpSync(FIXTURE_PLANS_DIR, dir, { recursive: true });
      const checked: string[] = [];
      const counting: CheckPassage = (ref, lang) => (checked.push(ref), checkPlanPassage(ref, lang));
      // The database holds both fixture plans from these very bytes: nothing is read again.
      expect(await seedPlans(h.db, { contentDir: dir, checkPassage: counting })).toMatchObject({
        added: 0,
        updated: 0,
        unchanged: 2,
        errors: [],
      });
      expect(checked).toEqual([]);
      // An edited file is checked again, alone, and a passage that does not exist keeps it out.
      const file = join(dir, 'en', 'plans', 'three-gospel-readings.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('passages: [Mark 3]', 'passages: [Mark 17]'));
      const edited = await seedPlans(h.db, { contentDir: dir, checkPassage: counting });
      expect(edited).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
      expect(edited.errors).toEqual([
        {
          file: expect.stringMatching(/three-gospel-readings\.yaml$/),
          message: "days.2.passages: 'Mark 17': Mark has 16 chapters: there is no chapter 17.",
        },
      ]);
      expect(checked).toEqual(['Mark 1', 'Mark 2', 'Mark 17']);
      const [row] = await h.db
        .select({ hash: plans.sourceHash })
        .from(plans)
        .where(eq(plans.id, 'three-gospel-readings'));
      const { hash: stored } = row!;
      // Put right, it is checked and stored again; the same file moved to another language's folder is read too.
      writeFileSync(file, readFileSync(file, 'utf8').replace('passages: [Mark 17]', 'passages: [Mark 3]'));
      checked.length = 0;
      expect(await seedPlans(h.db, { contentDir: dir, checkPassage: counting })).toMatchObject({ unchanged: 2 });
      expect(checked).toEqual([]);
      cpSync(join(dir, 'en'), join(dir, 'es'), { recursive: true });
      rmSync(join(dir, 'en'), { recursive: true });
      const moved = await seedPlans(h.db, { contentDir: dir, checkPassage: counting });
      expect(moved.unchanged).toBe(0);
      expect(moved.errors.map((e) => e.message)).toEqual([
        "language: 'en' but the file is in content/es/",
        "language: 'en' but the file is in content/es/",
      ]);
      const [after] = await h.db
        .select({ hash: plans.sourceHash })
        .from(plans)
        .where(eq(plans.id, 'three-gospel-readings'));
      expect(after!.hash).toBe(stored);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks every passage against the bundled Bible', async () => {
    // The structural check passes once the counts are fixed; the reference check still refuses Hezekiah.
    const r = await seedPlans(h.db, {
      contentDir: BAD_FIXTURE_PLANS_DIR,
      checkPassage: (ref) => (ref.startsWith('Hezekiah') ? 'no such book' : undefined),
    });
    expect(r.errors.length).toBe(2);
  });

  it('keeps the days of a plan in order with their parts', async () => {
    const days = await h.db.select().from(planDays).where(eq(planDays.planId, 'seven-days-of-rest'));
    expect(days).toHaveLength(7);
    expect(days.every((d) => d.reflection && d.prayer && d.question && d.passages.length === 1)).toBe(true);
  });
});

describe('browsing', () => {
  it('lists published plans by language, tag and length; a retired or future plan is not listed', async () => {
    expect((await listPlans(ctx, { language: 'en' })).map((p) => p.id)).toEqual([
      'three-gospel-readings',
      'seven-days-of-rest',
    ]);
    expect((await listPlans(ctx, { tag: 'rest' })).map((p) => p.id)).toEqual(['seven-days-of-rest']);
    expect(await listPlans(ctx, { language: 'es' })).toEqual([]);
    await h.db.update(plans).set({ availableFrom: '2026-04-01' }).where(eq(plans.id, 'three-gospel-readings'));
    expect((await listPlans(ctx, {})).map((p) => p.id)).toEqual(['seven-days-of-rest']);
    await h.db.update(plans).set({ availableFrom: null }).where(eq(plans.id, 'three-gospel-readings'));
    const plan = await getPlan(ctx, { id: 'seven-days-of-rest' });
    expect(plan.days[0]).toMatchObject({ day: 1, title: 'Rest Is a Gift', passages: ['Psalm 23'] });
    await expect(getPlan(ctx, { id: '../etc' })).rejects.toMatchObject({ code: 'validation' });
    await expect(getPlan(ctx, { id: 'no-such-plan' })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('a person reading a plan alone (America/Sao_Paulo, pinned clock)', () => {
  it('starts today in their zone: at 01:00Z it is still the 9th in São Paulo', async () => {
    ctx.clock.set('2026-03-10T01:00:00Z');
    const me = await paulo();
    const run = await startPlan(me, { planId: 'seven-days-of-rest' });
    expect(run.startDate).toBe('2026-03-09');
    expect(run.position).toMatchObject({ state: 'active', current: 1, length: 7 });
    await expect(startPlan(me, { planId: 'seven-days-of-rest' })).rejects.toMatchObject({ code: 'conflict' });
    ctx.clock.set('2026-03-10T15:00:00Z');
  });

  it('starts on a chosen date; not in the past', async () => {
    const me = await paulo();
    await expect(startPlan(me, { planId: 'seven-days-of-rest', startDate: '2026-03-01' })).rejects.toMatchObject({
      code: 'validation',
    });
    await expect(startPlan(me, { planId: 'seven-days-of-rest', startDate: '2026-02-30' })).rejects.toMatchObject({
      code: 'validation',
    });
    const run = await startPlan(me, { planId: 'seven-days-of-rest', startDate: '2026-03-12' });
    expect(run.position).toMatchObject({ state: 'upcoming', current: null, next: { day: 1, date: '2026-03-12' } });
    await expect(markPlanDayDone(me, { runId: run.id, day: 1 })).rejects.toMatchObject({ code: 'validation' });
  });

  it('a missed day waits; catch up lists the days due; marking is idempotent', async () => {
    const me = await paulo();
    const run = await startPlan(me, { planId: 'seven-days-of-rest' });
    await markPlanDayDone(me, { runId: run.id, day: 1 });
    ctx.clock.set('2026-03-13T15:00:00Z'); // three days later: days 2, 3, 4 have come
    let view = await getPlanRun(me, { runId: run.id });
    expect(view.position).toMatchObject({ current: 2, catchUp: [2, 3, 4], done: 1 });
    const first = await markPlanDayDone(me, { runId: run.id, day: 2, channel: 'telegram' });
    const second = await markPlanDayDone(me, { runId: run.id, day: 2, channel: 'web' });
    expect([first.marked, second.marked]).toEqual([true, false]);
    view = await getPlanRun(me, { runId: run.id });
    expect(view.position).toMatchObject({ current: 3, catchUp: [3, 4], done: 2 });
    await expect(markPlanDayDone(me, { runId: run.id, day: 6 })).rejects.toMatchObject({ code: 'validation' });
    ctx.clock.set('2026-03-10T15:00:00Z');
  });

  it('pause stops the calendar; resume moves the later days on; restart begins at day 1; leave ends it', async () => {
    const me = await paulo();
    const run = await startPlan(me, { planId: 'three-gospel-readings' });
    await markPlanDayDone(me, { runId: run.id, day: 1 });
    await pausePlanRun(me, { runId: run.id });
    ctx.clock.set('2026-03-15T15:00:00Z');
    let view = await getPlanRun(me, { runId: run.id });
    expect(view.position).toMatchObject({ state: 'paused', current: null, dueThrough: 1 });
    view = await resumePlanRun(me, { runId: run.id });
    expect(view.position).toMatchObject({ state: 'active', current: 2, next: { day: 3, date: '2026-03-16' } });
    const again = await restartPlanRun(me, { runId: run.id });
    expect(again.id).not.toBe(run.id);
    expect(again.position).toMatchObject({ current: 1, done: 0 });
    expect((await listMyPlanRuns(me)).map((r) => r.id)).toContain(again.id);
    expect((await listMyPlanRuns(me)).map((r) => r.id)).not.toContain(run.id);
    await leavePlanRun(me, { runId: again.id });
    expect((await listMyPlanRuns(me)).map((r) => r.planId)).not.toContain('three-gospel-readings');
    await expect(markPlanDayDone(me, { runId: again.id, day: 1 })).rejects.toMatchObject({ code: 'conflict' });
    ctx.clock.set('2026-03-10T15:00:00Z');
  });

  it("another person's run is not found", async () => {
    const me = await paulo();
    const other = await paulo();
    const run = await startPlan(me, { planId: 'three-gospel-readings' });
    await expect(getPlanRun(other, { runId: run.id })).rejects.toMatchObject({ code: 'not_found' });
    await expect(markPlanDayDone(other, { runId: run.id, day: 1 })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('finishing: a summary, the bell, Progress and the export', async () => {
    const me = await paulo();
    const run = await startPlan(me, { planId: 'three-gospel-readings' });
    for (const [day, at] of [
      [1, '2026-03-10T15:00:00Z'],
      [2, '2026-03-11T15:00:00Z'],
      [3, '2026-03-12T15:00:00Z'],
    ] as const) {
      ctx.clock.set(at);
      const r = await markPlanDayDone(me, { runId: run.id, day });
      expect(r.finished).toBe(day === 3);
    }
    const summary = await getPlanRunSummary(me, { runId: run.id });
    expect(summary).toMatchObject({
      finished: true,
      daysDone: 3,
      startDate: '2026-03-10',
      finishedOn: '2026-03-12',
      passagesRead: ['Mark 1', 'Mark 2', 'Mark 3'],
    });
    expect((await listFinishedPlanRuns(me)).map((r) => r.planTitle)).toEqual(['Three Gospel Readings']);
    expect((await listMyPlanRuns(me)).map((r) => r.id)).not.toContain(run.id);
    const bell = await listNotifications(me);
    expect(bell.notifications.find((n) => n.kind === 'plan_finished')).toMatchObject({
      title: 'You finished Three Gospel Readings',
      body: '3 days read.',
    });
    const exported = await exportUserData(me);
    expect(exported.planRuns).toHaveLength(1);
    expect(exported.planRuns[0]).toMatchObject({ planId: 'three-gospel-readings', startDate: '2026-03-10' });
    expect(exported.planDaysDone.map((d) => d.day)).toEqual([1, 2, 3]);
    ctx.clock.set('2026-03-10T15:00:00Z');
  });

  it("the bell's finished notice is in the person's language; the title is the plan's own", async () => {
    const me = await paulo();
    await h.db.update(userSettings).set({ language: 'es' }).where(eq(userSettings.userId, me.userId));
    const run = await startPlan(me, { planId: 'three-gospel-readings' });
    for (const day of [1, 2, 3]) {
      ctx.clock.set(`2026-03-1${day - 1}T15:00:00Z`);
      await markPlanDayDone(me, { runId: run.id, day });
    }
    const [finished] = (await listNotifications(me)).notifications.filter((n) => n.kind === 'plan_finished');
    expect(finished).toMatchObject({ title: 'Terminaste Three Gospel Readings', body: 'Leíste 3 días.' });
    ctx.clock.set('2026-03-10T15:00:00Z');
  });

  it('merging two accounts keeps the surviving open run of a plan and moves the rest', async () => {
    const into = await paulo();
    const from = await paulo();
    const kept = await startPlan(into, { planId: 'seven-days-of-rest' });
    const dropped = await startPlan(from, { planId: 'seven-days-of-rest' });
    const moved = await startPlan(from, { planId: 'three-gospel-readings' });
    await markPlanDayDone(from, { runId: moved.id, day: 1, channel: 'telegram' });
    await markPlanDayDone(from, { runId: dropped.id, day: 1 });
    await mergeUsers(h.db, { fromUserId: from.userId, intoUserId: into.userId });
    const runs = await listMyPlanRuns(into);
    expect(runs.map((r) => r.id).sort()).toEqual([kept.id, moved.id].sort());
    expect(runs.find((r) => r.id === moved.id)!.doneDays).toEqual([1]);
    await expect(getPlanRun(into, { runId: dropped.id })).rejects.toMatchObject({ code: 'not_found' });
  });
});
