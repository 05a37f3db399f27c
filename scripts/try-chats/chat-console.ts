/**
 * The page of `npm run try:chats` (decision 187): type as a Telegram user and as a Slack member,
 * tap the bots' buttons, and read what the bots send back. It drives the shipped fake servers
 * (bot/test/): Telegram updates are queued on the fake Bot API the bot long-polls; Slack slash
 * commands and button taps are POSTed to the app's /slack/events signed with the signing secret,
 * as Slack signs them, and the answers are read from what the app sent to the fake Web API and to
 * its response_urls.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FakeSlackServer } from '../../bot/test/fake-slack-server';
import type { FakeTelegram, TgMessage, TgUser } from '../../bot/test/fake-telegram-server';

/** The Slack workspace, member and channel the page speaks as. */
export const SLACK_TEAM = 'T0TRYCHATS';
export const SLACK_MEMBER = 'U0YOU';
export const SLACK_CHANNEL = 'C0PRAYER';

export interface ChatButton {
  label: string;
  /** What pressing it sends back: Telegram callback data, or the Slack action. */
  press:
    { telegram: { messageId: number; data: string } } | { slack: { entry: number; actionId: string; value: string } };
}

export interface ChatEntry {
  from: 'you' | 'bot';
  text: string;
  buttons: ChatButton[];
  /** Slack: only the member sees it (ephemeral), or a note such as "opened a form". */
  note?: string;
}

export interface ChatConsole {
  url: string;
  /** What each chat shows now, oldest first. */
  state(): { appUrl: string; telegram: ChatEntry[]; slack: ChatEntry[] };
  sayTelegram(text: string): void;
  saySlack(text: string): Promise<void>;
  close(): Promise<void>;
}

interface SlackLogItem {
  at: number;
  entry: ChatEntry;
  /** The bot message a button sits on (for block_actions). */
  message?: { ts: string; text: string; blocks: unknown[]; channel: string; ephemeral: boolean };
}

export async function startChatConsole(opts: {
  telegram: FakeTelegram;
  slack: FakeSlackServer;
  /** The product's origin, where /slack/events is served. */
  appUrl: string;
  signingSecret: string;
  port: number;
  host?: string;
}): Promise<ChatConsole> {
  const { telegram, slack } = opts;
  const tgUser: TgUser = telegram.user({ first_name: 'You', username: 'you' });
  slack.addUser({ id: SLACK_MEMBER, teamId: SLACK_TEAM, firstName: 'You', tz: localZone() });
  slack.addChannel({ id: SLACK_CHANNEL, name: 'prayer', isMember: true });

  // ---- Telegram ------------------------------------------------------------------------------

  const tgSaid: { at: number; entry: ChatEntry }[] = [];

  function sayTelegram(text: string) {
    tgSaid.push({ at: Date.now(), entry: { from: 'you', text, buttons: [] } });
    telegram.sendText(tgUser, text);
  }

  function pressTelegram(messageId: number, data: string) {
    const m = telegram.message(tgUser.id, messageId);
    if (!m || !data) return;
    const label = telegramButtons(m).find((b) => 'telegram' in b.press && b.press.telegram.data === data)?.label;
    tgSaid.push({ at: Date.now(), entry: { from: 'you', text: `(tapped ${label ?? data})`, buttons: [] } });
    telegram.pressButton(tgUser, m, data);
  }

  /** Your messages and the bot's, in order; a message the bot edited shows as it is now. */
  function telegramState(): ChatEntry[] {
    const items = [...tgSaid];
    for (const call of telegram.calls) {
      if (!call.ok) continue;
      const at = telegram.startedAtMs + call.at;
      const sent = call.result as { message_id?: number; chat?: { id?: number } } | undefined;
      if (call.method.startsWith('send') && sent?.message_id && sent.chat?.id === tgUser.id) {
        const m = telegram.message(tgUser.id, sent.message_id);
        if (!m) continue; // deleted since
        items.push({
          at,
          entry: {
            from: 'bot',
            text: m.text ?? (typeof m.caption === 'string' ? m.caption : `(${call.method.slice(4).toLowerCase()})`),
            buttons: telegramButtons(m),
            ...(m.edit_date ? { note: 'edited' } : {}),
          },
        });
      } else if (call.method === 'answerCallbackQuery' && typeof call.params.text === 'string' && call.params.text) {
        items.push({ at, entry: { from: 'bot', text: call.params.text, buttons: [], note: 'a pop-up on the button' } });
      }
    }
    items.sort((x, y) => x.at - y.at);
    return items.map((i) => i.entry);
  }

  function telegramButtons(m: TgMessage): ChatButton[] {
    return (m.reply_markup?.inline_keyboard ?? [])
      .flat()
      .flatMap((b) =>
        b.callback_data !== undefined
          ? [{ label: b.text, press: { telegram: { messageId: m.message_id, data: b.callback_data } } }]
          : b.url
            ? [{ label: `${b.text} ↗ ${b.url}`, press: { telegram: { messageId: m.message_id, data: '' } } }]
            : [],
      );
  }

  // ---- Slack ---------------------------------------------------------------------------------

  const said: SlackLogItem[] = [];
  const responseUrls: string[] = [];

  const sign = (timestamp: number, body: string) =>
    `v0=${createHmac('sha256', opts.signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;

  async function postToApp(body: string, contentType: string): Promise<Response> {
    const timestamp = Math.floor(Date.now() / 1000);
    return fetch(`${opts.appUrl}/slack/events`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-slack-request-timestamp': String(timestamp),
        'x-slack-signature': sign(timestamp, body),
      },
      body,
    });
  }

  async function saySlack(text: string): Promise<void> {
    // "/prayer today", "today" and "/today" all mean the one command the app has.
    const sub = text
      .trim()
      .replace(/^\/prayer\b\s*/i, '')
      .replace(/^\//, '');
    said.push({ at: performance.now(), entry: { from: 'you', text: `/prayer ${sub}`.trim(), buttons: [] } });
    const responseUrl = slack.responseUrl();
    responseUrls.push(responseUrl);
    const res = await postToApp(
      new URLSearchParams({
        token: 'try-chats',
        team_id: SLACK_TEAM,
        team_domain: 'try-chats',
        channel_id: SLACK_CHANNEL,
        channel_name: 'prayer',
        user_id: SLACK_MEMBER,
        user_name: 'you',
        command: '/prayer',
        text: sub,
        api_app_id: 'A0TRYCHATS',
        is_enterprise_install: 'false',
        response_url: responseUrl,
        trigger_id: `trigger.${Date.now()}`,
      }).toString(),
      'application/x-www-form-urlencoded',
    );
    await noteAck(res);
  }

  async function pressSlack(entryIndex: number, actionId: string, value: string): Promise<void> {
    const item = slackLog()[entryIndex];
    if (!item?.message) return;
    const label = item.entry.buttons.find((b) => 'slack' in b.press && b.press.slack.actionId === actionId)?.label;
    said.push({ at: performance.now(), entry: { from: 'you', text: `(tapped ${label ?? actionId})`, buttons: [] } });
    const responseUrl = slack.responseUrl();
    responseUrls.push(responseUrl);
    const { message } = item;
    const payload = {
      type: 'block_actions',
      user: { id: SLACK_MEMBER, username: 'you', name: 'you', team_id: SLACK_TEAM },
      api_app_id: 'A0TRYCHATS',
      token: 'try-chats',
      container: message.ephemeral
        ? { type: 'message', message_ts: 'ephemeral', channel_id: message.channel, is_ephemeral: true }
        : { type: 'message', message_ts: message.ts, channel_id: message.channel, is_ephemeral: false },
      trigger_id: `trigger.${Date.now()}`,
      team: { id: SLACK_TEAM, domain: 'try-chats' },
      enterprise: null,
      is_enterprise_install: false,
      channel: { id: message.channel, name: 'prayer' },
      ...(message.ephemeral
        ? {}
        : {
            message: { type: 'message', ts: message.ts, text: message.text, blocks: message.blocks, bot_id: 'B0BOT' },
          }),
      response_url: responseUrl,
      actions: [
        {
          action_id: actionId,
          block_id: 'try',
          text: { type: 'plain_text', text: label ?? actionId },
          value,
          type: 'button',
          action_ts: String(Date.now() / 1000),
        },
      ],
    };
    const res = await postToApp(
      new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
      'application/x-www-form-urlencoded',
    );
    await noteAck(res);
  }

  /** An answer in the HTTP acknowledgement itself (Bolt's ack(text)) is shown like any other. */
  async function noteAck(res: Response) {
    const body = await res.text();
    if (res.status !== 200) {
      said.push({
        at: performance.now(),
        entry: { from: 'bot', text: `(the app answered HTTP ${res.status})`, buttons: [] },
      });
      return;
    }
    if (!body) return;
    try {
      const parsed = JSON.parse(body) as { text?: string; blocks?: unknown[] };
      said.push({ at: performance.now(), ...slackEntry(parsed, 'ephemeral', SLACK_CHANNEL, true) });
    } catch {
      said.push({ at: performance.now(), entry: { from: 'bot', text: body, buttons: [] } });
    }
  }

  function slackEntry(
    m: { text?: string; blocks?: unknown[]; ts?: string },
    note: string | undefined,
    channel: string,
    ephemeral: boolean,
  ): Omit<SlackLogItem, 'at'> {
    const blocks = Array.isArray(m.blocks) ? (m.blocks as SlackBlock[]) : [];
    const lines = blocks.flatMap(blockText);
    const text = lines.length > 0 ? lines.join('\n') : (m.text ?? '');
    return {
      entry: { from: 'bot', text, buttons: [], ...(note ? { note } : {}) },
      message: { ts: m.ts ?? 'ephemeral', text: m.text ?? '', blocks, channel, ephemeral },
    };
  }

  function slackLog(): SlackLogItem[] {
    const items: SlackLogItem[] = [...said];
    const dm = `D${SLACK_MEMBER.slice(1)}`;
    for (const call of slack.calls) {
      const a = call.args;
      if (call.method === 'chat.postMessage' && [dm, SLACK_MEMBER, SLACK_CHANNEL].includes(String(a.channel))) {
        const ts = slack.messages(String(a.channel)).find((m) => m.text === String(a.text ?? ''))?.ts;
        const where = String(a.channel) === SLACK_CHANNEL ? 'in #prayer' : 'DM';
        items.push({ at: call.at, ...slackEntry({ ...a, ts }, where, String(a.channel), false) });
      } else if (call.method === 'chat.postEphemeral' && a.user === SLACK_MEMBER) {
        items.push({ at: call.at, ...slackEntry(a, 'only you see this', String(a.channel), true) });
      } else if (call.method === 'views.open') {
        const title = (a.view as { title?: { text?: string } } | undefined)?.title?.text ?? 'a form';
        items.push({
          at: call.at,
          entry: { from: 'bot', text: `(opened the form "${title}"; forms are not shown on this page)`, buttons: [] },
        });
      }
    }
    for (const url of responseUrls) {
      for (const r of slack.responsesTo(url)) {
        if (r.body.delete_original) continue;
        const note = r.body.replace_original
          ? 'replaces the message above'
          : r.body.response_type === 'in_channel'
            ? 'in #prayer'
            : 'only you see this';
        items.push({ at: r.at, ...slackEntry(r.body, note, SLACK_CHANNEL, r.body.response_type !== 'in_channel') });
      }
    }
    items.sort((x, y) => x.at - y.at);
    // Buttons are pressed by their place in this list: number them now.
    items.forEach((item, i) => {
      if (!item.message) return;
      item.entry.buttons = (item.message.blocks as SlackBlock[]).flatMap(blockButtons).map((b) => ({
        label: b.label,
        press: { slack: { entry: i, actionId: b.actionId, value: b.value } },
      }));
    });
    return items;
  }

  // ---- HTTP ----------------------------------------------------------------------------------

  const page = readFileSync(join(import.meta.dirname, 'chat-console.html'), 'utf8');
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => send(res, 500, { error: (e as Error).message }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    if (req.method === 'GET' && path === '/state') return send(res, 200, state());
    if (req.method !== 'POST') return send(res, 404, { error: 'not found' });
    const body = (await readJson(req)) as Record<string, unknown>;
    if (path === '/telegram/say' && typeof body.text === 'string' && body.text.trim()) {
      sayTelegram(body.text.trim());
      return send(res, 200, { ok: true });
    }
    if (path === '/telegram/press' && typeof body.messageId === 'number' && typeof body.data === 'string') {
      pressTelegram(body.messageId, body.data);
      return send(res, 200, { ok: true });
    }
    if (path === '/slack/say' && typeof body.text === 'string') {
      await saySlack(body.text);
      return send(res, 200, { ok: true });
    }
    if (path === '/slack/press' && typeof body.entry === 'number' && typeof body.actionId === 'string') {
      await pressSlack(body.entry, body.actionId, String(body.value ?? ''));
      return send(res, 200, { ok: true });
    }
    send(res, 400, { error: 'bad request' });
  }

  function state() {
    return { appUrl: opts.appUrl, telegram: telegramState(), slack: slackLog().map((i) => i.entry) };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', resolve);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    state,
    sayTelegram,
    saySlack,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---- Block Kit, read as text --------------------------------------------------------------

interface SlackBlock {
  type: string;
  text?: { text?: string };
  fields?: { text?: string }[];
  elements?: { type: string; text?: string | { text?: string }; action_id?: string; value?: string }[];
  accessory?: { type: string; text?: { text?: string }; action_id?: string; value?: string };
}

function blockText(b: SlackBlock): string[] {
  if (b.type === 'section' || b.type === 'header')
    return [b.text?.text ?? '', ...(b.fields ?? []).map((f) => f.text ?? '')].filter(Boolean);
  if (b.type === 'context')
    return (b.elements ?? []).map((e) => (typeof e.text === 'string' ? e.text : (e.text?.text ?? ''))).filter(Boolean);
  if (b.type === 'divider') return ['———'];
  return [];
}

function blockButtons(b: SlackBlock): { label: string; actionId: string; value: string }[] {
  const candidates = [...(b.elements ?? []), ...(b.accessory ? [b.accessory] : [])];
  return candidates
    .filter((e) => e.type === 'button' && e.action_id)
    .map((e) => ({
      label: typeof e.text === 'string' ? e.text : (e.text?.text ?? e.action_id!),
      actionId: e.action_id!,
      value: e.value ?? '',
    }));
}

// ---- helpers ------------------------------------------------------------------------------

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > 64 * 1024) throw new Error('too large');
  }
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
}

function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
