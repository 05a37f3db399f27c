/**
 * A way into the web from every chat (decisions 200-201) on the real product with Telegram and Slack configured
 * (the real grammY bot and Bolt app against the fake Bot API and Slack servers): the landing page
 * shows the chats this server has, and a chat-only person follows the bot's sign-in link to the
 * prayer wall at 390 px. Screens are checked with axe and kept under docs/screenshots/connect/.
 */
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { startFakeSlackServer, type FakeSlackServer } from '../../bot/test/fake-slack-server';
import { startFakeTelegram, type FakeTelegram, type TgMessage } from '../../bot/test/fake-telegram-server';
import { repoRoot } from './support/env';
import { clientAddressHeader, expect, expectAccessible, test } from './support/fixtures';
import { startProduct, type RunningProduct } from './support/product';

let product: RunningProduct;
let telegram: FakeTelegram;
let slack: FakeSlackServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  telegram = await startFakeTelegram();
  slack = await startFakeSlackServer();
  slack.addTeam({ token: 'xoxb-e2e', teamId: 'T0E2E', botUserId: 'U0BOT', botId: 'B0BOT' });
  product = await startProduct({
    env: {
      ROLE: 'all',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      SLACK_BOT_TOKEN: 'xoxb-e2e',
      SLACK_SIGNING_SECRET: 'e2e-signing-secret-0123456789',
      SLACK_API_URL: slack.apiUrl,
    },
    port: await freePort(),
    timeoutMs: 460_000,
  });
});

test.afterAll(async () => {
  await product?.stop();
  await telegram?.close();
  await slack?.close();
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${repoRoot}/docs/screenshots/connect/${name}.png`, fullPage: true });
}

const phone = (browser: import('@playwright/test').Browser) =>
  browser.newContext({
    baseURL: product.url,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    extraHTTPHeaders: clientAddressHeader(),
  });

/** Send a message to the bot as `from`; the bot's reply to that chat (the product's runner answers after it confirms the update). */
async function askBot(text: string, from = telegram.user({ first_name: 'Tom' })): Promise<TgMessage> {
  const before = telegram.calls.length;
  telegram.sendText(from, text);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const reply = telegram.calls
      .slice(before)
      .filter((c) => c.ok && c.method === 'sendMessage' && (c.result as TgMessage).chat?.id === from.id)
      .map((c) => c.result as TgMessage)
      .at(-1);
    if (reply) return reply;
    if (Date.now() > deadline) throw new Error(`the bot did not answer ${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('the landing page shows the chats this server has, with what each gives', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/');
  const chats = page.getByRole('region', { name: 'Or pray where you already chat' });
  await expect(chats).toBeVisible();
  await expect(chats.getByRole('heading', { name: 'Get your daily prayer in Telegram' })).toBeVisible();
  await expect(chats.getByRole('link', { name: 'Open in Telegram' })).toHaveAttribute(
    'href',
    `https://t.me/${telegram.botUser.username}`,
  );
  // One workspace's bot token, no OAuth: nothing to "Add", only how to use it.
  await expect(chats.getByRole('heading', { name: 'Pray together in Slack' })).toBeVisible();
  await expect(chats.getByText('In your workspace, type /prayer in any channel.')).toBeVisible();
  await expect(chats.getByRole('link', { name: 'Add to Slack' })).toHaveCount(0);
  await chats.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'landing with chats');
  await shot(page, 'landing-chats');
  await context.close();
});

test('a Telegram-only person opens the wall from /web wall, signed in; the link works once', async ({ browser }) => {
  const tom = telegram.user({ first_name: 'Tom' });
  await askBot('/start', tom);
  const reply = await askBot('/web wall', tom);
  expect(reply.text).toContain('the button opens the prayer wall, signed in as Tom');
  const url = (reply.reply_markup?.inline_keyboard ?? []).flat().find((b) => b.url)!.url!;
  expect(url.startsWith(`${product.url}/signin-link#`)).toBe(true);

  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Continue as Tom' })).toBeVisible();
  await expect(page.getByText("This link from Telegram signs you in to Tom's account on this browser.")).toBeVisible();
  // The token left the address bar at once.
  expect(new URL(page.url()).hash).toBe('');
  await expectAccessible(page, 'sign-in link confirmation');
  await shot(page, 'signin-link');
  await page.getByRole('button', { name: 'Continue as Tom' }).click();
  await expect(page).toHaveURL(/\/wall$/);
  await expect(page.getByRole('heading', { name: 'Prayer Wall', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the wall after a sign-in link');
  await shot(page, 'wall-after-link');

  // Profile: the chats card, and the form to add an email and password (no email yet).
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your chats' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add email and password' })).toBeVisible();
  await expectAccessible(page, 'profile of a chat-made account');
  await shot(page, 'profile-chats');

  // The same link in another browser: refused, nobody signed in.
  const other = await phone(browser);
  const second = await other.newPage();
  await second.goto(url);
  await expect(second.getByRole('heading', { name: 'Link expired' })).toBeVisible();
  await expect(second.getByRole('alert')).toContainText('This sign-in link has expired or was already used.');
  await expectAccessible(second, 'a used sign-in link');
  await shot(second, 'signin-link-used');
  await other.close();
  await context.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}
