/**
 * Prayer watches on the web (decisions 361–362) on the real product, on a phone and a desktop, light
 * and dark, English and Spanish, axe clean: a leader starts a watch for their group from the group's
 * page (in words in English, with the date and time fields in Spanish), takes a slot and gives it
 * back, sees a member's slot by name, and reads the day grid in their own zone with the group's a tap
 * away; a visitor reads an open watch and is asked to sign in. The groups are written as the bot
 * would (the chat is the source of membership), on a PostgreSQL database this spec owns. Pictures go
 * to test-results/screenshots/watches/ and /tmp/shots/watch/ (and $E2E_SHOTS_DIR when set).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import postgres from 'postgres';
import { adminUrl, withDatabase } from '@dps/core/test/pg-url';
import { repoRoot } from './support/env';
import { clientAddressHeader, expect, expectAccessible, newPerson, test } from './support/fixtures';
import { startProduct, type RunningProduct } from './support/product';

const SHOT_DIRS = [
  `${repoRoot}/test-results/screenshots/watches`,
  '/tmp/shots/watch',
  process.env.E2E_SHOTS_DIR,
].filter((d): d is string => !!d);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `dps_e2e_watches_${randomBytes(4).toString('hex')}`;
const VIEWER_ZONE = 'Pacific/Honolulu';
let product: RunningProduct;
let admin: postgres.Sql;
let db: postgres.Sql;

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.setTimeout(240_000));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const dir of SHOT_DIRS) mkdirSync(dir, { recursive: true });
  admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = withDatabase(serverUrl, dbName);
  product = await startProduct({ env: { DATABASE_URL: url }, port: await freePort() });
  db = postgres(url, { max: 1, onnotice: () => {} });
});

test.afterAll(async () => {
  await db?.end();
  await product?.stop();
  await admin?.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin?.end();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

async function newContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: product.url,
    viewport,
    timezoneId: VIEWER_ZONE,
    locale: 'en-US',
    extraHTTPHeaders: { ...clientAddressHeader(), Origin: product.url },
  });
}

async function signUp(request: APIRequestContext, firstName: string, language: 'en' | 'es'): Promise<number> {
  const res = await request.post('/auth/register', {
    data: { ...newPerson({ firstName }), timeZone: VIEWER_ZONE },
    headers: { 'Accept-Language': language },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const put = await request.put('/api/user/settings', { data: { language } });
  expect(put.ok(), await put.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** A Telegram group in Madrid, as the bot records it: its chat (with the group's zone) and its members. */
async function seedGroup(title: string, language: 'en' | 'es', leader: number, member: number): Promise<number> {
  const chatId = -1_000_000_000_000 - randomBytes(4).readUInt32BE(0);
  await db`insert into telegram_chats (chat_id, type, title, time_zone, language)
           values (${chatId}, 'supergroup', ${title}, 'Europe/Madrid', ${language})`;
  const [circle] = await db<{ id: number }[]>`
    insert into circles (channel, target, title) values ('telegram', ${String(chatId)}, ${title}) returning id`;
  await db`insert into circle_members (circle_id, user_id, is_leader, leader_source)
           values (${circle!.id}, ${leader}, true, 'platform'), (${circle!.id}, ${member}, false, null)`;
  return circle!.id;
}

/** The chat's word on membership is fresh (decision 281): no re-check with a platform this run has not got. */
async function membershipsFresh() {
  await db`update circle_members set checked_at = now()`;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // From the top, so the sticky header stays where it is drawn.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    for (const dir of SHOT_DIRS)
      await page.screenshot({ path: `${dir}/${name}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.toggle('dark', false));
}

/** Tomorrow's date in the viewer's zone, as a date field takes it. */
function tomorrowThere(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: VIEWER_ZONE }).format(Date.now() + 86_400_000);
}

const words = {
  en: {
    group: 'Home group',
    watchesCard: 'Prayer watches',
    startForGroup: 'Start a watch for this group',
    formHeading: 'Start a watch',
    for: 'Who is it for?',
    title: 'What are you praying for?',
    watchTitle: 'Night of prayer for Ana',
    request: "One of the group's requests (optional)",
    requestTitle: "Ana's surgery",
    words: 'Or say it in words',
    hours: 'Length in hours',
    slot: 'Each slot lasts',
    submit: 'Start the watch',
    titleMissing: 'Give the watch a title: what are you praying for?',
    covered0: '0 of 12 hours covered',
    covered1: '1 of 12 hours covered',
    covered2: '2 of 12 hours covered',
    inMyZone: 'Times in Honolulu',
    inGroupZone: 'Times in Madrid',
    groupTime: "The group's time (Madrid)",
    claim: 'Claim',
    giveUp: 'Give up',
    you: 'You',
    openWatch: 'Anyone with the link',
    signIn: 'Sign in to take a slot',
    lead: 'Remind me before my slot',
  },
  es: {
    group: 'Grupo de casa',
    watchesCard: 'Vigilias de oración',
    startForGroup: 'Empezar una vigilia para este grupo',
    formHeading: 'Empezar una vigilia',
    for: '¿Para quién es?',
    title: '¿Por qué van a orar?',
    watchTitle: 'Noche de oración por Ana',
    request: 'Una petición del grupo (opcional)',
    requestTitle: 'La operación de Ana',
    words: 'O dilo con palabras',
    hours: 'Duración en horas',
    slot: 'Cada turno dura',
    submit: 'Empezar la vigilia',
    titleMissing: 'Dale un título a la vigilia: ¿por qué van a orar?',
    covered0: '0 de 12 horas cubiertas',
    covered1: '1 de 12 horas cubiertas',
    covered2: '2 de 12 horas cubiertas',
    inMyZone: 'Horas de Honolulu',
    inGroupZone: 'Horas de Madrid',
    groupTime: 'La hora del grupo (Madrid)',
    claim: 'Tomar',
    giveUp: 'Dejar',
    you: 'Tú',
    openWatch: 'Cualquiera con el enlace',
    signIn: 'Inicia sesión para tomar un turno',
    lead: 'Avisarme antes de mi turno',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  for (const size of ['phone', 'desktop'] as const) {
    test(`a group's watch: start it, take and give back a slot, the grid in my zone (${language}, ${size})`, async ({
      browser,
    }) => {
      const w = words[language];
      const tag = `${language}-${size}`;
      const memberContext = await newContext(browser, VIEWPORTS[size]);
      const memberName = language === 'es' ? 'Marta' : 'Martha';
      const member = await signUp(memberContext.request, memberName, language);
      const context = await newContext(browser, VIEWPORTS[size]);
      const leader = await signUp(context.request, language === 'es' ? 'Lidia' : 'Lydia', language);
      const circleId = await seedGroup(w.group, language, leader, member);
      const shared = await memberContext.request.post('/api/user/prayers', {
        data: {
          title: w.requestTitle,
          content: language === 'es' ? 'Oren por ella toda la noche.' : 'Please pray for her through the night.',
          isPublic: false,
          audience: { kind: 'circles', circleIds: [circleId] },
        },
      });
      expect(shared.ok(), await shared.text()).toBe(true);

      // From the group's page to the form, already on the group.
      const page = await context.newPage();
      await membershipsFresh();
      await page.goto(`/groups/${circleId}`);
      await expect(page.getByRole('heading', { level: 2, name: w.watchesCard })).toBeVisible();
      await page.getByRole('link', { name: w.startForGroup }).click();
      await expect(page).toHaveURL(/\/watches\?circleId=/);
      await expect(page.getByRole('heading', { level: 2, name: w.formHeading })).toBeVisible();
      await expect(page.getByLabel(w.for)).toHaveValue(String(circleId));
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.titleMissing)).toBeVisible();
      await expect(page.getByLabel(w.title)).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(w.title).fill(w.watchTitle);
      await page.getByLabel(w.request).selectOption({ label: w.requestTitle });
      // Spanish fills the date and time fields; English says it in words.
      if (language === 'en') await page.getByLabel(w.words).fill('tomorrow 8pm');
      else {
        await page.getByLabel('Fecha', { exact: true }).fill(tomorrowThere());
        await page.getByLabel('Hora', { exact: true }).fill('20:00');
      }
      await page.getByLabel(w.hours).fill('12');
      await page.getByLabel(w.slot).selectOption('60');
      await shot(page, `start-form-${tag}`);
      await expectAccessible(page, `start-form-${tag}`);
      await page.getByRole('button', { name: w.submit }).click();

      // The watch's page: in the viewer's zone (Honolulu), 20:00 tomorrow to 08:00 the day after.
      await expect(page).toHaveURL(/\/watch\/[\w-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: w.watchTitle })).toBeVisible();
      await expect(page.getByText(w.requestTitle)).toBeVisible();
      await expect(page.getByText(w.covered0)).toBeVisible();
      await expect(page.getByText(w.inMyZone)).toBeVisible();
      // Two days in Honolulu: the evening and the small hours after midnight.
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(2);
      const first = page.getByRole('button', { name: new RegExp(`^${w.claim} \\S+ 20:00–21:00$`) });
      await expect(first).toBeVisible();
      await first.click();
      const mine = page.getByRole('button', { name: new RegExp(`^${w.giveUp} \\S+ 20:00–21:00$`) });
      await expect(mine).toBeVisible();
      await expect(page.getByText(w.covered1)).toBeVisible();

      // A member takes the fourth slot from their own browser; the leader sees it by name.
      const code = page.url().split('/').pop()!;
      const watch = (await (await context.request.get(`/api/watches/${code}`)).json()) as { id: number };
      await membershipsFresh();
      const took = await memberContext.request.post(`/api/watches/${watch.id}/slots/3`);
      expect(took.ok(), await took.text()).toBe(true);
      await page.reload();
      await expect(page.getByText(w.covered2)).toBeVisible();
      await expect(page.getByTestId('watch-slot').nth(3)).toContainText(memberName);
      await expect(page.getByTestId('watch-slot').nth(0)).toContainText(w.you);
      await shot(page, `watch-${tag}`);
      await expectAccessible(page, `watch-${tag}`);

      // The group's zone (Madrid, eleven hours ahead): the same slot, read there.
      await page.getByRole('button', { name: w.groupTime }).click();
      await expect(page.getByText(w.inGroupZone)).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${w.giveUp} \\S+ 07:00–08:00$`) })).toBeVisible();
      await shot(page, `watch-group-zone-${tag}`);

      // Giving it back reopens it.
      await page.getByRole('button', { name: new RegExp(`^${w.giveUp} \\S+ 07:00–08:00$`) }).click();
      await expect(page.getByRole('button', { name: new RegExp(`^${w.claim} \\S+ 07:00–08:00$`) })).toBeVisible();
      await expect(page.getByText(w.covered1)).toBeVisible();

      // The reminder's lead time, chosen here, is the one Profile shows.
      await page.getByLabel(w.lead).selectOption('30');
      await expect(page.getByLabel(w.lead)).toHaveValue('30');
      await page.goto('/profile');
      await expect(page.getByLabel(w.lead)).toHaveValue('30');

      // An open watch, read by a visitor: no names, no buttons but "Sign in to take a slot".
      const open = await context.request.post('/api/watches', {
        data: {
          title: w.watchTitle,
          startText: language === 'es' ? 'mañana a las 20' : 'tomorrow 8pm',
          hours: 6,
          slotMinutes: 60,
          perSlot: 2,
        },
      });
      expect(open.ok(), await open.text()).toBe(true);
      const openWatch = (await open.json()) as { id: number; code: string };
      expect((await memberContext.request.post(`/api/watches/${openWatch.id}/slots/1`)).ok()).toBe(true);
      const visitorContext = await newContext(browser, VIEWPORTS[size]);
      await visitorContext.addInitScript((lang) => localStorage.setItem('dps:language', lang), language);
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/watch/${openWatch.code}`);
      await expect(visitor.getByRole('heading', { level: 1, name: w.watchTitle })).toBeVisible();
      await expect(visitor.getByText(w.openWatch).first()).toBeVisible();
      await expect(visitor.getByRole('link', { name: w.signIn })).toBeVisible();
      await expect(visitor.getByRole('button', { name: new RegExp(`^${w.claim} `) })).toHaveCount(0);
      await expect(visitor.locator('body')).not.toContainText(memberName);
      await shot(visitor, `watch-visitor-${tag}`);
      await expectAccessible(visitor, `watch-visitor-${tag}`);
      // The group's watch is not for a visitor.
      await visitor.goto(`/watch/${code}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.locator('body')).not.toContainText(w.watchTitle);
      await visitorContext.close();
      await memberContext.close();
      await context.close();
    });
  }
}
