/**
 * "My groups" and the audience picker (decisions 315 and 317) on the real product, on a phone and a
 * desktop, light and dark, English and Spanish, axe clean. A group is a Telegram group or a Slack
 * channel whose members the bot learns from the chat, so this spec runs its own product on a
 * PostgreSQL database it owns and writes the circles and their members as the bot would; the
 * requests, "I prayed", the pulse and the picker go through the product itself. Pictures go to
 * test-results/screenshots/groups/ (and $E2E_SHOTS_DIR when set).
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

const shots = `${repoRoot}/test-results/screenshots/groups`;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `dps_e2e_groups_${randomBytes(4).toString('hex')}`;
let product: RunningProduct;
let admin: postgres.Sql;
let db: postgres.Sql;

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.setTimeout(240_000));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
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
    timezoneId: 'Pacific/Honolulu',
    locale: 'en-US',
    extraHTTPHeaders: { ...clientAddressHeader(), Origin: product.url },
  });
}

/** A person signed up through the product's own API in this context (its cookie is the page's too). */
async function signUp(
  request: APIRequestContext,
  firstName: string,
  language: 'en' | 'es',
): Promise<{ id: number; firstName: string }> {
  const person = newPerson({ firstName });
  const res = await request.post('/auth/register', {
    data: { ...person, timeZone: 'Pacific/Honolulu' },
    headers: { 'Accept-Language': language },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const put = await request.put('/api/user/settings', { data: { language } });
  expect(put.ok(), await put.text()).toBe(true);
  return { id: ((await res.json()) as { id: number }).id, firstName };
}

/** Two groups as the bot would record them: a Telegram group the leader leads, and a Slack channel. */
async function seedGroups(tag: string, members: { leader: number; others: number[]; away: number }) {
  const [home] = await db<{ id: number }[]>`
    insert into circles (channel, target, title, weekly_day, weekly_time)
    values ('telegram', ${`-100${randomBytes(5).readUIntBE(0, 5)}`}, ${tag === 'es' ? 'Grupo de casa' : 'Home group'}, 0, '18:30')
    returning id`;
  const [youth] = await db<{ id: number }[]>`
    insert into circles (channel, target, title)
    values ('slack_channel', ${`T${randomBytes(3).toString('hex')}:C${randomBytes(3).toString('hex')}`}, ${tag === 'es' ? 'Jóvenes' : 'Youth'})
    returning id`;
  await db`insert into circle_members (circle_id, user_id, is_leader, leader_source)
           values (${home!.id}, ${members.leader}, true, 'platform'), (${youth!.id}, ${members.leader}, false, null)`;
  for (const other of members.others)
    await db`insert into circle_members (circle_id, user_id) values (${home!.id}, ${other})`;
  // In the group for three weeks, not seen since: away, and they said leaders may see it.
  await db`insert into circle_members (circle_id, user_id, created_at)
           values (${home!.id}, ${members.away}, now() - interval '21 days')`;
  return { home: home!.id, youth: youth!.id };
}

/** The chat's word on membership is fresh (decision 281): no re-check with a platform this run has not got. */
async function membershipsFresh() {
  await db`update circle_members set checked_at = now()`;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const dark of [false, true]) {
    await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
    // Buttons ease their colours (transition-colors): the picture waits for the new theme's.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    for (const dir of [shots, process.env.E2E_SHOTS_DIR].filter(Boolean))
      await page.screenshot({ path: `${dir}/${name}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.toggle('dark', false));
}

const words = {
  en: {
    myGroups: 'My groups',
    home: 'Home group',
    youth: 'Youth',
    iPrayed: 'I prayed',
    onePrayer: '1 prayer',
    noOneYet: 'No one has prayed for this yet',
    pulse: "The group's pulse",
    sendNote: 'Send a kind note to',
    noteSent: 'Note sent to',
    weekly: 'Every Sunday at 6:30 PM',
    ask: 'Ask for prayer',
    legend: 'Who can read it?',
    choose: 'Choose who can read it.',
    everyoneHint: "people you don't know will read it",
    groupsRadio: /My groups/,
    title: 'Title',
    content: 'Your request',
    share: 'Share request',
    myPrayers: 'My Prayers',
  },
  es: {
    myGroups: 'Mis grupos',
    home: 'Grupo de casa',
    youth: 'Jóvenes',
    iPrayed: 'Oré',
    onePrayer: '1 oración',
    noOneYet: 'Nadie ha orado por esto todavía',
    pulse: 'El pulso del grupo',
    sendNote: 'Enviar una nota amable a',
    noteSent: 'Nota enviada a',
    weekly: 'Cada domingo a las 18:30',
    ask: 'Pedir oración',
    legend: '¿Quién puede leerla?',
    choose: 'Elige quién puede leerla.',
    everyoneHint: 'la leerán personas que no conoces',
    groupsRadio: /Mis grupos/,
    title: 'Título',
    content: 'Tu petición',
    share: 'Compartir petición',
    myPrayers: 'Mis oraciones',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  for (const size of ['phone', 'desktop'] as const) {
    test(`My groups, a group's page and the audience picker (${language}, ${size})`, async ({ browser }) => {
      const w = words[language];
      const memberContext = await newContext(browser, VIEWPORTS[size]);
      const member = await signUp(memberContext.request, language === 'es' ? 'Marta' : 'Martha', language);
      const awayContext = await newContext(browser, VIEWPORTS[size]);
      const away = await signUp(awayContext.request, 'Tomás', language);
      const consent = await awayContext.request.put('/api/user/settings', { data: { awayVisibleToLeaders: true } });
      expect(consent.ok(), await consent.text()).toBe(true);
      await awayContext.close();
      const context = await newContext(browser, VIEWPORTS[size]);
      const leader = await signUp(context.request, language === 'es' ? 'Lidia' : 'Lydia', language);
      const groups = await seedGroups(language, { leader: leader.id, others: [member.id], away: away.id });

      // A member shares a request with the Telegram group only: it is for the group, not the wall.
      const surgery = language === 'es' ? 'La operación de Ana' : "Ana's surgery";
      const shared = await memberContext.request.post('/api/user/prayers', {
        data: {
          title: surgery,
          content: language === 'es' ? 'Oren por ella el jueves.' : 'Please pray for her on Thursday.',
          isPublic: false,
          audience: { kind: 'circles', circleIds: [groups.home] },
        },
      });
      expect(shared.ok(), await shared.text()).toBe(true);
      await memberContext.close();

      const page = await context.newPage();
      await membershipsFresh();
      // Where a phone user looks: Profile (and the side navigation on a desktop).
      await page.goto('/profile');
      if (size === 'desktop')
        await page.getByRole('navigation').first().getByRole('link', { name: w.myGroups }).click();
      else await page.getByRole('link', { name: w.myGroups }).first().click();
      await expect(page).toHaveURL(/\/groups$/);
      await expect(page.getByRole('heading', { level: 1, name: w.myGroups })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(w.home) })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(w.youth) })).toBeVisible();
      await shot(page, `my-groups-${language}-${size}`);
      await expectAccessible(page, `my-groups-${language}-${size}`);

      // The group's page: the member's request, "I prayed", the weekly moment, and the leader's pulse.
      await membershipsFresh();
      await page.getByRole('link', { name: new RegExp(w.home) }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.home })).toBeVisible();
      const request = page.getByTestId('group-request').filter({ hasText: surgery });
      await expect(request).toContainText(w.noOneYet);
      await expect(page.getByText(w.weekly)).toBeVisible();
      const pulse = page.getByRole('region', { name: w.pulse });
      await expect(pulse).toContainText('Tomás');
      await shot(page, `group-${language}-${size}`);
      await expectAccessible(page, `group-${language}-${size}`);
      await request.getByRole('button', { name: w.iPrayed }).click();
      await expect(request).toContainText(w.onePrayer);
      await pulse.getByRole('button', { name: `${w.sendNote} Tomás` }).click();
      await expect(pulse.getByRole('button', { name: `${w.noteSent} Tomás` })).toBeDisabled();

      // The wall's form: nothing chosen until the person chooses; Everyone says strangers will read it.
      await membershipsFresh();
      await page.goto('/wall');
      await page.getByRole('button', { name: w.ask }).click();
      const dialog = page.getByRole('dialog', { name: w.ask });
      const picker = dialog.getByRole('group', { name: w.legend });
      await expect(picker).toContainText(w.everyoneHint);
      await dialog.getByLabel(w.title).fill(language === 'es' ? 'Exámenes' : 'Exams');
      await dialog.getByLabel(w.content).fill(language === 'es' ? 'Calma para el viernes.' : 'Calm for Friday.');
      await dialog.getByRole('button', { name: w.share }).click();
      await expect(picker.getByRole('alert')).toHaveText(w.choose);
      await picker.getByRole('radio', { name: w.groupsRadio }).check();
      await picker.getByRole('checkbox', { name: w.youth }).check();
      await shot(page, `audience-picker-${language}-${size}`);
      await expectAccessible(page, `audience-picker-${language}-${size}`);
      await dialog.getByRole('button', { name: w.share }).click();
      await expect(dialog).toBeHidden();

      // My requests: where it is shared, and the request is on the group's page, not on the wall.
      await page.goto('/my-prayers');
      await expect(page.getByRole('heading', { level: 1, name: w.myPrayers })).toBeVisible();
      const mine = page.getByRole('listitem').filter({ hasText: language === 'es' ? 'Exámenes' : 'Exams' });
      await expect(mine).toContainText(w.youth);
      await shot(page, `my-requests-${language}-${size}`);
      await expectAccessible(page, `my-requests-${language}-${size}`);
      await membershipsFresh();
      await page.goto(`/groups/${groups.youth}`);
      await expect(
        page.getByTestId('group-request').filter({ hasText: language === 'es' ? 'Exámenes' : 'Exams' }),
      ).toBeVisible();
      const wall = (await (await context.request.get('/api/wall?list=open')).json()) as { items: { title: string }[] };
      expect(wall.items.map((i) => i.title)).not.toContain(language === 'es' ? 'Exámenes' : 'Exams');
      expect(wall.items.map((i) => i.title)).not.toContain(surgery);
      await context.close();
    });
  }
}
