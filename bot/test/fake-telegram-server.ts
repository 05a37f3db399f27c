/**
 * A local Telegram Bot API server for tests and benchmarks. It speaks the real protocol
 * (`POST /bot<token>/<method>` with JSON, urlencoded or multipart bodies; `{ ok, result }` or
 * `{ ok: false, error_code, description, parameters }`), so the REAL grammY client talks to it
 * through `new Bot(token, { client: { apiRoot } })` (what TELEGRAM_API_ROOT sets).
 *
 * It records every call, keeps the messages the bot sent per chat (HTML parsed into text and
 * entities as Telegram does), lets a test push updates (long polling with offset and timeout, or a
 * POST to a registered webhook), and injects faults: 429 with `retry_after`, 403 "bot was blocked
 * by the user", 500, per method and chat, plus an optional global rate limit enforced with 429s.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EntityParseError, parseTelegramHtml, type MessageEntity } from './telegram-html';

export interface TgUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface TgChat {
  id: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  title?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
}

export interface TgMessage {
  message_id: number;
  date: number;
  chat: TgChat;
  from?: TgUser;
  text?: string;
  entities?: MessageEntity[];
  reply_markup?: { inline_keyboard?: InlineButton[][]; [k: string]: unknown };
  reply_to_message?: TgMessage;
  location?: { latitude: number; longitude: number };
  edit_date?: number;
  [k: string]: unknown;
}

export interface InlineButton {
  text: string;
  callback_data?: string;
  url?: string;
  [k: string]: unknown;
}

/** One Bot API call as the server saw it. */
export interface ApiCall {
  method: string;
  params: Record<string, any>;
  /** ms since the server started. */
  at: number;
  ok: boolean;
  errorCode?: number;
  description?: string;
  result?: unknown;
}

export interface Fault {
  /** Bot API method, e.g. 'sendMessage'; '*' for any. */
  method: string;
  /** Only calls for this chat (params.chat_id); any chat when absent. */
  chatId?: number | string;
  /** How many calls fail before the fault is spent (default 1; Infinity for a permanent fault). */
  times?: number;
  /** 409: what Telegram answers getUpdates when another poller (or a webhook) uses the token. */
  status: 400 | 403 | 409 | 429 | 500 | 502;
  description?: string;
  /** For 429: seconds to wait, sent as `parameters.retry_after`. */
  retryAfter?: number;
}

export interface FakeTelegramOptions {
  token?: string;
  bot?: Partial<TgUser> & { username?: string };
  /** Global limit on messages sent per rolling second (sendMessage, edits, ...), enforced with 429s. */
  messagesPerSecond?: number;
  /** Per-chat limit on messages per rolling second (Telegram: about 1). */
  perChatPerSecond?: number;
  /** Added latency per call, ms. */
  latencyMs?: number;
  /** Inline mode switched on with @BotFather (/setinline): getMe says so (default true). */
  inlineMode?: boolean;
}

/** A bot's answer to an inline query, and each article's message as Telegram would show it once chosen. */
export interface InlineAnswer {
  params: Record<string, any>;
  /** Per result, in order: the text and entities of its input_message_content. */
  messages: { text: string; entities?: MessageEntity[] }[];
}

/** Methods that count as "a message" against the rate limits. */
const MESSAGE_METHODS = new Set([
  'sendMessage',
  'editMessageText',
  'editMessageReplyMarkup',
  'sendPhoto',
  'copyMessage',
  'forwardMessage',
]);

let fakeServers = 0;

class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly parameters?: Record<string, unknown>,
  ) {
    super(description);
  }
}

interface ChatEntry {
  chat: TgChat;
  nextMessageId: number;
  messages: Map<number, TgMessage>;
}

interface PendingPoll {
  offset: number;
  limit: number;
  resolve: (updates: unknown[]) => void;
  reject: (e: ApiError) => void;
  timer: NodeJS.Timeout;
}

export class FakeTelegram {
  readonly token: string;
  readonly botUser: TgUser & { username: string };
  apiRoot = '';
  /** Every call in order. */
  readonly calls: ApiCall[] = [];
  /** Photos uploaded with sendPhoto, by the file_id the server gave them (bytes as sent). */
  readonly photos = new Map<
    string,
    UploadedFile & {
      width: number;
      height: number;
      sizes: { file_id: string; file_unique_id: string; width: number; height: number; file_size: number }[];
    }
  >();
  /** Commands registered with setMyCommands for every language (no language_code). */
  commands: { command: string; description: string }[] = [];
  /** Commands registered with setMyCommands for one language_code. */
  readonly commandsByLanguage = new Map<string, { command: string; description: string }[]>();
  /** Commands registered with setMyCommands for the groups' scope (`all_group_chats`), by language_code ('' for all). */
  readonly groupCommandsByLanguage = new Map<string, { command: string; description: string }[]>();
  webhook: { url: string; secret_token?: string; allowed_updates?: string[] } | null = null;

  private server: Server | null = null;
  private startedAt = Date.now();
  /** Wall-clock time (ms since the epoch) the calls' `at` counts from. */
  get startedAtMs(): number {
    return this.startedAt;
  }
  private updates: { update_id: number; [k: string]: unknown }[] = [];
  private history = new Map<number, { update_id: number; [k: string]: unknown }>();
  /** Each server in a process numbers its updates apart (several fakes may share one database). */
  private nextUpdateId = 1000 + 1_000_000 * fakeServers++;
  private confirmedOffset = 0;
  private poll: PendingPoll | null = null;
  private offsetWaiters: { id: number; resolve: () => void }[] = [];
  private chats = new Map<number, ChatEntry>();
  private faults: (Fault & { left: number })[] = [];
  private blocked = new Set<number>();
  private notStarted = new Set<number>();
  private members = new Map<string, string>();
  /** People the fake knows (for getChatAdministrators' users). */
  private people = new Map<number, TgUser>();
  private callbackQueries = new Map<string, { answered: boolean; answer?: Record<string, unknown> }>();
  private nextCallbackId = 1;
  private inlineQueries = new Map<string, { answered: boolean; answer?: InlineAnswer }>();
  private nextInlineId = 1;
  /** The update kinds the poller last asked for (getUpdates allowed_updates); Telegram drops the others. */
  private allowedUpdates: string[] | null = null;
  private inlineMode: boolean;
  private sentTimes: number[] = [];
  private sentTimesByChat = new Map<number, number[]>();
  private nextUserId = 7_000_001;
  private nextGroupId = -1_001_000_000_001;
  messagesPerSecond: number | undefined;
  perChatPerSecond: number | undefined;
  latencyMs: number;

  constructor(opts: FakeTelegramOptions = {}) {
    this.token = opts.token ?? '123456:TEST-token_abcdefghijklmnopqrstuvwxyz';
    this.botUser = {
      id: Number(this.token.split(':')[0]),
      is_bot: true,
      first_name: 'Daily Prayer',
      username: 'daily_prayer_test_bot',
      ...opts.bot,
    } as TgUser & { username: string };
    this.messagesPerSecond = opts.messagesPerSecond;
    this.perChatPerSecond = opts.perChatPerSecond;
    this.latencyMs = opts.latencyMs ?? 0;
    this.inlineMode = opts.inlineMode ?? true;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.apiRoot = `http://127.0.0.1:${port}`;
    this.startedAt = Date.now();
    return this;
  }

  async close(): Promise<void> {
    if (this.poll) {
      clearTimeout(this.poll.timer);
      this.poll.resolve([]);
      this.poll = null;
    }
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  // ---------------------------------------------------------------- people, chats and updates

  /** A Telegram person who can talk to the bot (their private chat id is their user id). */
  user(over: Partial<TgUser> = {}): TgUser {
    const id = over.id ?? this.nextUserId++;
    const u: TgUser = { id, is_bot: false, first_name: 'Ann', language_code: 'en', ...over };
    this.people.set(id, u);
    this.chatOf({ id, type: 'private', first_name: u.first_name, ...(u.last_name ? { last_name: u.last_name } : {}) });
    return u;
  }

  /** A group (supergroup) chat. */
  group(title = 'Prayer Group'): TgChat {
    const chat: TgChat = { id: this.nextGroupId--, type: 'supergroup', title };
    this.chatOf(chat);
    return chat;
  }

  privateChat(user: TgUser): TgChat {
    return this.chatOf({ id: user.id, type: 'private', first_name: user.first_name });
  }

  /** Push a raw update; its update_id is assigned unless given (give one to simulate a redelivery). */
  pushUpdate(update: Record<string, unknown>): number {
    const update_id = typeof update.update_id === 'number' ? update.update_id : this.nextUpdateId++;
    const u = { ...update, update_id };
    this.history.set(update_id, u);
    this.updates.push(u);
    this.updates.sort((a, b) => a.update_id - b.update_id);
    this.flushPoll();
    return update_id;
  }

  /** The person sends `text` (a command or a message) in `chat` (default: their private chat). */
  sendText(from: TgUser, text: string, opts: { chat?: TgChat; replyTo?: TgMessage } = {}): number {
    const chat = opts.chat ?? this.privateChat(from);
    if (chat.id === from.id) this.notStarted.delete(from.id); // writing to the bot starts it
    const message: TgMessage = { ...this.newIncoming(chat, from), text };
    const cmd = /^\/[a-zA-Z0-9_]+(@[a-zA-Z0-9_]+)?/.exec(text);
    if (cmd) message.entities = [{ type: 'bot_command', offset: 0, length: cmd[0].length }];
    if (opts.replyTo) message.reply_to_message = opts.replyTo;
    // Kept as sent, so a reply to it carries its text as Telegram's does.
    this.chats.get(chat.id)?.messages.set(message.message_id, message);
    return this.pushUpdate({ message });
  }

  /** The person sends something that is not text (a sticker), e.g. instead of a reflection. */
  sendSticker(from: TgUser, opts: { chat?: TgChat } = {}): number {
    const chat = opts.chat ?? this.privateChat(from);
    return this.pushUpdate({
      message: { ...this.newIncoming(chat, from), sticker: { file_id: 'sticker-1', emoji: '🙏' } },
    });
  }

  shareLocation(from: TgUser, latitude: number, longitude: number): number {
    const chat = this.privateChat(from);
    return this.pushUpdate({ message: { ...this.newIncoming(chat, from), location: { latitude, longitude } } });
  }

  /** The person taps an inline button of a message the bot sent. */
  pressButton(from: TgUser, message: TgMessage, callbackData: string): { updateId: number; callbackId: string } {
    const current = this.message(message.chat.id, message.message_id) ?? message;
    const id = String(this.nextCallbackId++);
    this.callbackQueries.set(id, { answered: false });
    const updateId = this.pushUpdate({
      callback_query: { id, from, message: current, chat_instance: `ci${current.chat.id}`, data: callbackData },
    });
    return { updateId, callbackId: id };
  }

  /**
   * The person types `@<bot> <query>` in a chat's message field (inline mode). `chatType` is the kind
   * of chat they type in ('sender' is their private chat with the bot).
   */
  inlineQuery(
    from: TgUser,
    query: string,
    opts: { chatType?: 'sender' | 'private' | 'group' | 'supergroup' | 'channel'; offset?: string } = {},
  ): { updateId: number; queryId: string } {
    const id = `iq${this.nextInlineId++}`;
    this.inlineQueries.set(id, { answered: false });
    const updateId = this.pushUpdate({
      inline_query: { id, from, query, offset: opts.offset ?? '', chat_type: opts.chatType ?? 'private' },
    });
    return { updateId, queryId: id };
  }

  /** The bot's answer to an inline query, if it answered. */
  inlineAnswer(queryId: string): InlineAnswer | undefined {
    return this.inlineQueries.get(queryId)?.answer;
  }

  /** The bot's membership in a chat changed (added to a group, kicked, blocked in private). */
  myChatMember(chat: TgChat, by: TgUser, from: string, to: string): number {
    const date = this.now();
    return this.pushUpdate({
      my_chat_member: {
        chat,
        from: by,
        date,
        old_chat_member: { status: from, user: this.botUser },
        new_chat_member: { status: to, user: this.botUser, ...(to === 'kicked' ? { until_date: 0 } : {}) },
      },
    });
  }

  /**
   * Set a person's status in a chat, as getChatMember and getChatAdministrators answer it
   * ('creator', 'administrator', 'member', 'restricted', 'left', 'kicked').
   */
  setMemberStatus(chat: TgChat, user: TgUser, status: string): void {
    this.members.set(`${chat.id}:${user.id}`, status);
    this.people.set(user.id, user);
  }

  /**
   * A person's membership changed, as Telegram tells a bot that asked for `chat_member` updates
   * (the bot must be an administrator of the group to get them): old and new ChatMember, and who did
   * it (the person themselves when they join or leave, an admin when they are added, removed or promoted).
   */
  chatMember(chat: TgChat, user: TgUser, from: string, to: string, by: TgUser = user): number {
    this.setMemberStatus(chat, user, to);
    const member = (status: string) => ({
      status,
      user,
      ...(status === 'kicked' ? { until_date: 0 } : {}),
      ...(status === 'administrator'
        ? { can_be_edited: false, is_anonymous: false, can_manage_chat: true, can_delete_messages: true }
        : {}),
      ...(status === 'creator' ? { is_anonymous: false } : {}),
    });
    return this.pushUpdate({
      chat_member: { chat, from: by, date: this.now(), old_chat_member: member(from), new_chat_member: member(to) },
    });
  }

  /** Someone joins (or is added by `by`): the service message every bot in the group sees. */
  joinGroup(chat: TgChat, user: TgUser, by: TgUser = user): number {
    this.setMemberStatus(chat, user, 'member');
    return this.pushUpdate({ message: { ...this.newIncoming(chat, by), new_chat_members: [user] } });
  }

  /** Someone leaves (or is removed by `by`): the service message `left_chat_member`. */
  leaveGroup(chat: TgChat, user: TgUser, by: TgUser = user): number {
    this.setMemberStatus(chat, user, by.id === user.id ? 'left' : 'kicked');
    return this.pushUpdate({ message: { ...this.newIncoming(chat, by), left_chat_member: user } });
  }

  /**
   * The menu a person's Telegram app shows: the commands registered for their app's language, else
   * the ones for every language (as Telegram picks them).
   */
  commandsFor(user: TgUser): { command: string; description: string }[] {
    return this.commandsByLanguage.get(user.language_code ?? '') ?? this.commands;
  }

  /** The menu this person sees in a group: the groups' scope in their language, else for all, else the default. */
  groupCommandsFor(user: TgUser): { command: string; description: string }[] {
    return (
      this.groupCommandsByLanguage.get(user.language_code ?? '') ??
      this.groupCommandsByLanguage.get('') ??
      this.commandsFor(user)
    );
  }

  /**
   * This person has never started the bot: a message to their private chat fails with 403 "bot
   * can't initiate conversation" until they write to it.
   */
  neverStarted(user: TgUser | number): void {
    this.notStarted.add(typeof user === 'number' ? user : user.id);
  }

  /** From now on every message to this person's chat fails with 403 (they blocked the bot). */
  block(user: TgUser | number): void {
    this.blocked.add(typeof user === 'number' ? user : user.id);
  }

  unblock(user: TgUser | number): void {
    this.blocked.delete(typeof user === 'number' ? user : user.id);
  }

  /** Inject a fault; it applies to the next `times` matching calls. */
  fail(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  clearFaults(): void {
    this.faults = [];
  }

  /**
   * Forget confirmations so that updates from `updateId` on are delivered again, as Telegram does
   * when a bot crashed before confirming them (the next poller from offset 0 gets them).
   */
  redeliverFrom(updateId: number): void {
    this.confirmedOffset = Math.min(this.confirmedOffset, updateId);
    const again = [...this.history.values()].filter(
      (u) => u.update_id >= updateId && !this.updates.some((x) => x.update_id === u.update_id),
    );
    this.updates.push(...again);
    this.updates.sort((a, b) => a.update_id - b.update_id);
  }

  /**
   * Resolves once the poller has asked for updates after `updateId` — with sequential polling
   * (grammY's built-in `bot.start()`), that means the update has been fully handled.
   */
  waitProcessed(updateId: number, timeoutMs = 10_000): Promise<void> {
    if (this.confirmedOffset > updateId) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`update ${updateId} was not processed within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.offsetWaiters.push({
        id: updateId,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** POST an update to the registered webhook the way Telegram does; answers the HTTP status. */
  async deliverToWebhook(update: Record<string, unknown>, opts: { secret?: string | null } = {}): Promise<number> {
    if (!this.webhook) throw new Error('no webhook is set');
    const update_id = typeof update.update_id === 'number' ? update.update_id : this.nextUpdateId++;
    const secret = opts.secret === undefined ? this.webhook.secret_token : opts.secret;
    const res = await fetch(this.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
      body: JSON.stringify({ ...update, update_id }),
    });
    await res.arrayBuffer();
    return res.status;
  }

  /** Build (without pushing) an update for a text message, e.g. to deliver it to a webhook. */
  textUpdate(from: TgUser, text: string, chat?: TgChat): Record<string, unknown> {
    const c = chat ?? this.privateChat(from);
    const message: TgMessage = { ...this.newIncoming(c, from), text };
    const cmd = /^\/[a-zA-Z0-9_]+/.exec(text);
    if (cmd) message.entities = [{ type: 'bot_command', offset: 0, length: cmd[0].length }];
    return { message };
  }

  // ---------------------------------------------------------------- what the bot did

  /** Messages the bot sent to a chat, oldest first, in their current (possibly edited) state. */
  messages(chatId: number): TgMessage[] {
    return [...(this.chats.get(chatId)?.messages.values() ?? [])].filter((m) => m.from?.id === this.botUser.id);
  }

  message(chatId: number, messageId: number): TgMessage | undefined {
    return this.chats.get(chatId)?.messages.get(messageId);
  }

  /** Make a message `seconds` older (Telegram lets a bot delete its group messages for 48 hours only). */
  ageMessage(chatId: number, messageId: number, seconds: number): void {
    const m = this.chats.get(chatId)?.messages.get(messageId);
    if (m) m.date -= seconds;
  }

  lastMessage(chatId: number): TgMessage | undefined {
    return this.messages(chatId).at(-1);
  }

  /** Successful calls of `method` (all methods when omitted). */
  succeeded(method?: string): ApiCall[] {
    return this.calls.filter((c) => c.ok && (!method || c.method === method));
  }

  callbackAnswer(callbackId: string): Record<string, unknown> | undefined {
    return this.callbackQueries.get(callbackId)?.answer;
  }

  // ---------------------------------------------------------------- HTTP

  private now(): number {
    return Math.floor(Date.now() / 1000);
  }

  private chatOf(chat: TgChat) {
    let c = this.chats.get(chat.id);
    if (!c) {
      c = { chat, nextMessageId: 1, messages: new Map() };
      this.chats.set(chat.id, c);
    }
    return c.chat;
  }

  private newIncoming(chat: TgChat, from: TgUser): TgMessage {
    const entry = this.chats.get(this.chatOf(chat).id)!;
    // Writing in a group means being in it (Telegram lets only members write).
    if (chat.type !== 'private' && !from.is_bot && !this.members.has(`${chat.id}:${from.id}`)) {
      this.setMemberStatus(chat, from, 'member');
    }
    const m: TgMessage = { message_id: entry.nextMessageId++, date: this.now(), chat, from };
    entry.messages.set(m.message_id, m);
    return m;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    let params: Record<string, any> = {};
    const call: ApiCall = { method: m?.[2] ?? url.pathname, params, at: Date.now() - this.startedAt, ok: false };
    try {
      const body = await readBody(req);
      params = { ...Object.fromEntries(url.searchParams), ...parseBody(req.headers['content-type'] ?? '', body) };
      call.params = params;
      if (!m) throw new ApiError(404, 'Not Found');
      if (m[1] !== this.token) throw new ApiError(401, 'Unauthorized');
      if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
      this.calls.push(call);
      const result = await this.dispatch(call.method, params, req);
      call.ok = true;
      call.result = result;
      send(res, 200, { ok: true, result });
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(500, `Internal Server Error: ${(e as Error).message}`);
      if (!this.calls.includes(call)) this.calls.push(call);
      call.errorCode = err.code;
      call.description = err.description;
      send(res, err.code, {
        ok: false,
        error_code: err.code,
        description: err.description,
        ...(err.parameters ? { parameters: err.parameters } : {}),
      });
    }
  }

  private applyFaults(method: string, params: Record<string, any>): void {
    const chatId = params.chat_id ?? params.message?.chat?.id;
    for (const f of this.faults) {
      if (f.left <= 0) continue;
      if (f.method !== '*' && f.method !== method) continue;
      if (f.chatId !== undefined && String(f.chatId) !== String(chatId)) continue;
      f.left -= 1;
      const description =
        f.description ??
        (f.status === 429
          ? `Too Many Requests: retry after ${f.retryAfter ?? 1}`
          : f.status === 403
            ? 'Forbidden: bot was blocked by the user'
            : f.status === 400
              ? 'Bad Request: injected fault'
              : f.status === 409
                ? 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running'
                : 'Internal Server Error');
      throw new ApiError(f.status, description, f.status === 429 ? { retry_after: f.retryAfter ?? 1 } : undefined);
    }
  }

  private rateLimit(method: string, chatId: number): void {
    if (!MESSAGE_METHODS.has(method)) return;
    const t = performance.now();
    if (this.messagesPerSecond !== undefined) {
      while (this.sentTimes.length > 0 && this.sentTimes[0]! <= t - 1000) this.sentTimes.shift();
      if (this.sentTimes.length >= this.messagesPerSecond) {
        throw new ApiError(429, 'Too Many Requests: retry after 1', { retry_after: 1 });
      }
    }
    if (this.perChatPerSecond !== undefined) {
      const list = this.sentTimesByChat.get(chatId) ?? [];
      while (list.length > 0 && list[0]! <= t - 1000) list.shift();
      if (list.length >= this.perChatPerSecond)
        throw new ApiError(429, 'Too Many Requests: retry after 1', { retry_after: 1 });
      list.push(t);
      this.sentTimesByChat.set(chatId, list);
    }
    if (this.messagesPerSecond !== undefined) this.sentTimes.push(t);
  }

  private targetChat(params: Record<string, any>): { id: number; entry: ChatEntry } {
    const id = Number(params.chat_id);
    if (!Number.isSafeInteger(id) || id === 0) throw new ApiError(400, 'Bad Request: chat not found');
    if (this.blocked.has(id)) {
      throw new ApiError(
        403,
        id > 0 ? 'Forbidden: bot was blocked by the user' : 'Forbidden: bot was kicked from the supergroup chat',
      );
    }
    if (this.notStarted.has(id)) throw new ApiError(403, "Forbidden: bot can't initiate conversation with a user");
    let entry = this.chats.get(id);
    if (!entry) {
      // A chat nobody introduced: accept it (bench users) as a private chat with that id.
      this.chatOf(id > 0 ? { id, type: 'private', first_name: 'Member' } : { id, type: 'supergroup', title: 'Group' });
      entry = this.chats.get(id)!;
    }
    return { id, entry };
  }

  private renderText(params: Record<string, any>): { text: string; entities?: MessageEntity[] } {
    const raw = params.text;
    if (typeof raw !== 'string' || raw.length === 0) throw new ApiError(400, 'Bad Request: message text is empty');
    let text = raw;
    let entities: MessageEntity[] | undefined;
    if (params.parse_mode === 'HTML') {
      try {
        ({ text, entities } = parseTelegramHtml(raw));
      } catch (e) {
        if (e instanceof EntityParseError) throw new ApiError(400, `Bad Request: can't parse entities: ${e.message}`);
        throw e;
      }
    } else if (params.parse_mode) {
      throw new ApiError(400, `Bad Request: unsupported parse_mode in this fake: ${params.parse_mode}`);
    }
    const lead = text.length - text.trimStart().length;
    text = text.trim();
    if (entities) {
      entities = entities
        .map((e) => ({ ...e, offset: e.offset - lead }))
        .filter((e) => e.offset >= 0 && e.offset < text.length)
        .map((e) => ({ ...e, length: Math.min(e.length, text.length - e.offset) }));
    }
    if (text.length === 0) throw new ApiError(400, 'Bad Request: message text is empty');
    if (text.length > 4096) throw new ApiError(400, 'Bad Request: message is too long');
    return entities && entities.length > 0 ? { text, entities } : { text };
  }

  /**
   * A photo as sendPhoto takes it: an upload (PNG here: what the product sends; at most 10 MB, width
   * and height adding up to at most 10,000) or the file_id of a photo sent before. Answered as
   * Telegram does, with a small thumbnail and the full size.
   */
  private photoOf(photo: unknown): {
    fileId: string;
    sizes: { file_id: string; file_unique_id: string; width: number; height: number; file_size: number }[];
  } {
    if (typeof photo === 'string') {
      const known = this.photos.get(photo);
      if (!known) throw new ApiError(400, 'Bad Request: wrong file identifier/HTTP URL specified');
      return { fileId: photo, sizes: known.sizes };
    }
    const file = photo as UploadedFile | undefined;
    if (!file?.data) throw new ApiError(400, 'Bad Request: there is no photo in the request');
    if (file.data.length > 10 * 1024 * 1024) throw new ApiError(400, 'Bad Request: file is too big');
    const size = pngSize(file.data);
    if (!size) throw new ApiError(400, 'Bad Request: IMAGE_PROCESS_FAILED');
    if (size.width + size.height > 10_000) throw new ApiError(400, 'Bad Request: PHOTO_INVALID_DIMENSIONS');
    const n = this.photos.size + 1;
    const fileId = `AgAC-photo-${n}`;
    const scale = 90 / Math.max(size.width, size.height);
    const sizes = [
      {
        file_id: `${fileId}-s`,
        file_unique_id: `AQAD${n}s`,
        width: Math.round(size.width * scale),
        height: Math.round(size.height * scale),
        file_size: 1200,
      },
      { file_id: fileId, file_unique_id: `AQAD${n}`, ...size, file_size: file.data.length },
    ];
    this.photos.set(fileId, { ...file, ...size, sizes });
    return { fileId, sizes };
  }

  private checkMarkup(markup: any): void {
    if (!markup) return;
    for (const row of markup.inline_keyboard ?? []) {
      for (const b of row) {
        if (!b.text) throw new ApiError(400, 'Bad Request: text buttons are unallowed in the inline keyboard');
        if (
          b.callback_data !== undefined &&
          (Buffer.byteLength(String(b.callback_data)) > 64 || String(b.callback_data) === '')
        ) {
          throw new ApiError(400, 'Bad Request: BUTTON_DATA_INVALID');
        }
        if (
          b.callback_data === undefined &&
          !b.url &&
          !b.switch_inline_query &&
          b.switch_inline_query_current_chat === undefined
        ) {
          throw new ApiError(
            400,
            "Bad Request: can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard",
          );
        }
      }
    }
  }

  private async dispatch(method: string, p: Record<string, any>, req: IncomingMessage): Promise<unknown> {
    this.applyFaults(method, p);
    switch (method) {
      case 'getMe':
        return {
          ...this.botUser,
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: this.inlineMode,
        };
      case 'getUpdates':
        return this.getUpdates(p, req);
      case 'setWebhook': {
        if (typeof p.url !== 'string') throw new ApiError(400, 'Bad Request: bad webhook: url is empty');
        if (p.secret_token !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(String(p.secret_token))) {
          throw new ApiError(400, 'Bad Request: secret token contains unallowed characters');
        }
        if (p.url === '') {
          this.webhook = null;
          return true;
        }
        this.webhook = {
          url: p.url,
          ...(p.secret_token ? { secret_token: String(p.secret_token) } : {}),
          ...(p.allowed_updates ? { allowed_updates: p.allowed_updates } : {}),
        };
        if (this.poll) {
          clearTimeout(this.poll.timer);
          this.poll.reject(
            new ApiError(
              409,
              "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
            ),
          );
          this.poll = null;
        }
        return true;
      }
      case 'deleteWebhook':
        this.webhook = null;
        if (p.drop_pending_updates === true || p.drop_pending_updates === 'true') {
          this.confirmedOffset = this.nextUpdateId;
          this.updates = [];
        }
        return true;
      case 'getWebhookInfo':
        return {
          url: this.webhook?.url ?? '',
          has_custom_certificate: false,
          pending_update_count: this.pending(this.confirmedOffset).length,
        };
      case 'setMyCommands': {
        const commands = p.commands;
        if (!Array.isArray(commands) || commands.length > 100)
          throw new ApiError(400, 'Bad Request: commands are invalid');
        for (const c of commands) {
          if (!/^[a-z0-9_]{1,32}$/.test(c.command ?? '')) throw new ApiError(400, 'Bad Request: BOT_COMMAND_INVALID');
          if (typeof c.description !== 'string' || c.description.length < 1 || c.description.length > 256) {
            throw new ApiError(400, 'Bad Request: BOT_COMMAND_DESCRIPTION_INVALID');
          }
        }
        const language = p.language_code ?? '';
        if (typeof language !== 'string' || !/^([a-z]{2})?$/.test(language))
          throw new ApiError(400, 'Bad Request: LANGUAGE_CODE_INVALID');
        const scope = typeof p.scope === 'string' ? JSON.parse(p.scope) : p.scope;
        const scopeType = scope?.type ?? 'default';
        if (scopeType === 'all_group_chats') this.groupCommandsByLanguage.set(language, commands);
        else if (scopeType !== 'default') throw new ApiError(400, 'Bad Request: unsupported scope in this fake');
        else if (language) this.commandsByLanguage.set(language, commands);
        else this.commands = commands;
        return true;
      }
      case 'getMyCommands':
        return p.language_code ? (this.commandsByLanguage.get(p.language_code) ?? []) : this.commands;
      case 'deleteMyCommands':
        if (p.language_code) this.commandsByLanguage.delete(p.language_code);
        else this.commands = [];
        return true;
      case 'sendChatAction':
        this.targetChat(p);
        return true;
      case 'sendMessage': {
        const { id, entry } = this.targetChat(p);
        this.checkMarkup(p.reply_markup);
        const rendered = this.renderText(p);
        this.rateLimit(method, id);
        const message: TgMessage = {
          message_id: entry.nextMessageId++,
          from: this.botUser,
          chat: entry.chat,
          date: this.now(),
          ...rendered,
          ...(p.reply_markup?.inline_keyboard ? { reply_markup: p.reply_markup } : {}),
        };
        const replyTo = p.reply_parameters?.message_id ?? p.reply_to_message_id;
        if (replyTo !== undefined) {
          const original = entry.messages.get(Number(replyTo));
          if (original) message.reply_to_message = original;
        }
        // Reply keyboards (location button) are not part of the message object; keep them aside.
        if (p.reply_markup && !p.reply_markup.inline_keyboard) message.keyboard = p.reply_markup;
        entry.messages.set(message.message_id, message);
        return message;
      }
      case 'sendPhoto': {
        const { id, entry } = this.targetChat(p);
        this.checkMarkup(p.reply_markup);
        const photo = this.photoOf(p.photo);
        let caption: Partial<TgMessage> = {};
        if (typeof p.caption === 'string' && p.caption !== '') {
          const r = this.renderText({ text: p.caption, parse_mode: p.parse_mode });
          if (r.text.length > 1024) throw new ApiError(400, 'Bad Request: message caption is too long');
          caption = { caption: r.text, ...(r.entities ? { caption_entities: r.entities } : {}) };
        }
        this.rateLimit(method, id);
        const message: TgMessage = {
          message_id: entry.nextMessageId++,
          from: this.botUser,
          chat: entry.chat,
          date: this.now(),
          photo: photo.sizes,
          ...caption,
          ...(p.reply_markup?.inline_keyboard ? { reply_markup: p.reply_markup } : {}),
        };
        entry.messages.set(message.message_id, message);
        return message;
      }
      case 'editMessageText':
      case 'editMessageReplyMarkup': {
        const { id, entry } = this.targetChat(p);
        const message = entry.messages.get(Number(p.message_id));
        if (!message) throw new ApiError(400, 'Bad Request: message to edit not found');
        if (message.from?.id !== this.botUser.id) throw new ApiError(400, "Bad Request: message can't be edited");
        this.checkMarkup(p.reply_markup);
        const next: TgMessage = { ...message };
        if (method === 'editMessageText') Object.assign(next, { entities: undefined }, this.renderText(p));
        if (p.reply_markup?.inline_keyboard) next.reply_markup = p.reply_markup;
        else if (method === 'editMessageReplyMarkup' || !p.reply_markup) delete next.reply_markup;
        if (next.entities === undefined) delete next.entities;
        if (
          next.text === message.text &&
          JSON.stringify(next.entities ?? []) === JSON.stringify(message.entities ?? []) &&
          JSON.stringify(next.reply_markup ?? null) === JSON.stringify(message.reply_markup ?? null)
        ) {
          throw new ApiError(
            400,
            'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
          );
        }
        this.rateLimit(method, id);
        next.edit_date = this.now();
        entry.messages.set(next.message_id, next);
        return next;
      }
      case 'deleteMessage': {
        const { entry } = this.targetChat(p);
        const message = entry.messages.get(Number(p.message_id));
        if (!message) throw new ApiError(400, 'Bad Request: message to delete not found');
        // A bot deletes its own messages, and (Bot API) only those sent less than 48 hours ago.
        if (message.from?.id !== this.botUser.id || this.now() - message.date >= 48 * 3600) {
          throw new ApiError(400, "Bad Request: message can't be deleted");
        }
        entry.messages.delete(message.message_id);
        return true;
      }
      case 'answerInlineQuery':
        return this.answerInlineQuery(p);
      case 'answerCallbackQuery': {
        const q = this.callbackQueries.get(String(p.callback_query_id));
        if (!q || q.answered) {
          throw new ApiError(400, 'Bad Request: query is too old and response timeout expired or query ID is invalid');
        }
        q.answered = true;
        q.answer = p;
        return true;
      }
      case 'getChatMember': {
        const chatId = Number(p.chat_id);
        const userId = Number(p.user_id);
        const chat = this.chats.get(chatId)?.chat;
        if (!chat) throw new ApiError(400, 'Bad Request: chat not found');
        if (this.blocked.has(chatId)) throw new ApiError(403, 'Forbidden: bot was kicked from the supergroup chat');
        // As Telegram: a person the chat has never had is 'left'; someone never seen anywhere is unknown.
        const status =
          this.members.get(`${chatId}:${userId}`) ?? (chat.type === 'private' && chatId === userId ? 'member' : 'left');
        if (status === 'left' && !this.people.has(userId) && !this.chats.has(userId))
          throw new ApiError(400, 'Bad Request: user not found');
        const user = this.people.get(userId) ?? { id: userId, is_bot: false, first_name: 'Member' };
        return { status, user, ...(status === 'kicked' ? { until_date: 0 } : {}) };
      }
      case 'getChatAdministrators': {
        const chatId = Number(p.chat_id);
        const chat = this.chats.get(chatId)?.chat;
        if (!chat) throw new ApiError(400, 'Bad Request: chat not found');
        if (chat.type === 'private')
          throw new ApiError(400, 'Bad Request: there are no administrators in the private chat');
        const admins: Record<string, unknown>[] = [];
        for (const [key, status] of this.members) {
          const [cid, uid] = key.split(':');
          if (Number(cid) !== chatId || (status !== 'administrator' && status !== 'creator')) continue;
          const user = this.people.get(Number(uid)) ?? { id: Number(uid), is_bot: false, first_name: 'Member' };
          admins.push({
            status,
            user,
            is_anonymous: false,
            ...(status === 'administrator' ? { can_be_edited: false } : {}),
          });
        }
        return admins;
      }
      case 'getChat': {
        const { entry } = this.targetChat(p);
        return entry.chat;
      }
      case 'leaveChat':
      case 'setMyDescription':
      case 'setMyShortDescription':
      case 'close':
      case 'logOut':
        return true;
      default:
        throw new ApiError(404, 'Not Found: method not found');
    }
  }

  private pending(offset: number) {
    return this.updates.filter((u) => u.update_id >= offset);
  }

  /** answerInlineQuery, checked as the Bot API checks it (the article results this bot sends). */
  private answerInlineQuery(p: Record<string, any>): true {
    const q = this.inlineQueries.get(String(p.inline_query_id));
    if (!q || q.answered) {
      throw new ApiError(400, 'Bad Request: query is too old and response timeout expired or query ID is invalid');
    }
    const results = p.results;
    if (!Array.isArray(results)) throw new ApiError(400, 'Bad Request: results are invalid');
    if (results.length > 50) throw new ApiError(400, 'Bad Request: RESULTS_TOO_MUCH');
    const ids = new Set<string>();
    const messages: InlineAnswer['messages'] = [];
    for (const r of results) {
      const id = String(r.id ?? '');
      if (id === '' || Buffer.byteLength(id) > 64) throw new ApiError(400, 'Bad Request: RESULT_ID_INVALID');
      if (ids.has(id)) throw new ApiError(400, 'Bad Request: RESULT_ID_DUPLICATE');
      ids.add(id);
      if (r.type !== 'article')
        throw new ApiError(400, `Bad Request: result type ${String(r.type)} is not in this fake`);
      if (typeof r.title !== 'string' || r.title.trim() === '')
        throw new ApiError(400, 'Bad Request: RESULT_TITLE_EMPTY');
      if (r.url !== undefined && !/^https?:\/\/[^\s]+$/.test(String(r.url)))
        throw new ApiError(400, 'Bad Request: RESULT_URL_INVALID');
      const content = r.input_message_content;
      if (!content || typeof content.message_text !== 'string') {
        throw new ApiError(400, 'Bad Request: MESSAGE_EMPTY');
      }
      this.checkMarkup(r.reply_markup);
      messages.push(this.renderText({ text: content.message_text, parse_mode: content.parse_mode }));
    }
    if (p.cache_time !== undefined && !(Number.isInteger(Number(p.cache_time)) && Number(p.cache_time) >= 0)) {
      throw new ApiError(400, 'Bad Request: cache_time is invalid');
    }
    if (p.button !== undefined) {
      const b = p.button;
      if (typeof b.text !== 'string' || b.text === '') throw new ApiError(400, 'Bad Request: BUTTON_TEXT_INVALID');
      if (b.web_app === undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(String(b.start_parameter ?? ''))) {
        throw new ApiError(400, 'Bad Request: START_PARAM_INVALID');
      }
    }
    q.answered = true;
    q.answer = { params: p, messages };
    return true;
  }

  /** Updates of a kind the poller did not ask for never reach it (a test waiting on one is released). */
  private dropDisallowed(): void {
    const dropped = this.updates.filter((u) => !this.allowed(u)).map((u) => u.update_id);
    if (dropped.length === 0) return;
    this.updates = this.updates.filter((u) => this.allowed(u));
    const released = this.offsetWaiters.filter((w) => dropped.includes(w.id));
    this.offsetWaiters = this.offsetWaiters.filter((w) => !dropped.includes(w.id));
    for (const w of released) w.resolve();
  }

  /** The kind of an update: its one field besides update_id ('message', 'inline_query', ...). */
  private allowed(u: { update_id: number; [k: string]: unknown }): boolean {
    if (!this.allowedUpdates || this.allowedUpdates.length === 0) return true;
    return Object.keys(u).some((k) => k !== 'update_id' && this.allowedUpdates!.includes(k));
  }

  private confirm(offset: number): void {
    if (offset > this.confirmedOffset) {
      this.confirmedOffset = offset;
      this.updates = this.updates.filter((u) => u.update_id >= offset);
    }
    const ready = this.offsetWaiters.filter((w) => w.id < this.confirmedOffset);
    this.offsetWaiters = this.offsetWaiters.filter((w) => w.id >= this.confirmedOffset);
    for (const w of ready) w.resolve();
  }

  private getUpdates(p: Record<string, any>, req: IncomingMessage): Promise<unknown[]> | unknown[] {
    if (this.webhook) {
      throw new ApiError(
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
    }
    // Like Telegram, the last allowed_updates asked for holds until another list is sent.
    if (Array.isArray(p.allowed_updates)) this.allowedUpdates = p.allowed_updates.map(String);
    const requested = p.offset !== undefined ? Number(p.offset) : 0;
    // Asking from offset N confirms every update below N (Telegram forgets them).
    if (requested > 0) this.confirm(requested);
    this.dropDisallowed();
    const offset = Math.max(requested, this.confirmedOffset);
    const limit = Math.min(100, Math.max(1, Number(p.limit ?? 100)));
    const timeout = Math.max(0, Number(p.timeout ?? 0));
    if (this.poll) {
      // Telegram allows one poller: the older request ends with 409.
      clearTimeout(this.poll.timer);
      this.poll.reject(
        new ApiError(
          409,
          'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
        ),
      );
      this.poll = null;
    }
    const ready = this.pending(offset).slice(0, limit);
    if (ready.length > 0 || timeout === 0) return ready;
    return new Promise((resolve, reject) => {
      const poll: PendingPoll = {
        offset,
        limit,
        resolve,
        reject,
        timer: setTimeout(() => {
          if (this.poll === poll) this.poll = null;
          resolve([]);
        }, timeout * 1000),
      };
      this.poll = poll;
      req.once('close', () => {
        // The client gave up (abort on bot.stop()): forget the poll.
        if (this.poll === poll) {
          clearTimeout(poll.timer);
          this.poll = null;
          resolve([]);
        }
      });
    });
  }

  private flushPoll(): void {
    const poll = this.poll;
    if (!poll) return;
    this.dropDisallowed();
    const ready = this.pending(poll.offset).slice(0, poll.limit);
    if (ready.length === 0) return;
    clearTimeout(poll.timer);
    this.poll = null;
    poll.resolve(ready);
  }
}

export async function startFakeTelegram(opts: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  return new FakeTelegram(opts).start();
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Form fields carry objects as JSON strings (reply_markup, commands, ...); decode those. */
function decodeField(v: string): unknown {
  const t = v.trim();
  if ((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']'))) {
    try {
      return JSON.parse(t);
    } catch {
      return v;
    }
  }
  return v;
}

/** A file uploaded in a multipart request (what grammY sends for an `InputFile`). */
export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * multipart/form-data, binary-safe: text fields decoded, file parts kept as bytes, and `attach://<name>`
 * values (how grammY and the Bot API name an uploaded file) replaced by the file they name. Header
 * names and parameters are read as RFC 7578 allows (any case, optional spaces, quoted or bare values).
 */
function parseMultipart(body: Buffer, boundary: string): Record<string, any> {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, unknown> = {};
  const files = new Map<string, UploadedFile>();
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString('latin1') === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    // A part: CRLF, headers, CRLF CRLF, content, CRLF (before the next delimiter).
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8').split('\r\n');
      const content = part.subarray(split + 4);
      const disposition = headers.find((h) => /^content-disposition\s*:/i.test(h)) ?? '';
      const param = (key: string) => {
        for (const piece of disposition.split(';')) {
          const eq = piece.indexOf('=');
          if (eq !== -1 && piece.slice(0, eq).trim().toLowerCase() === key)
            return piece
              .slice(eq + 1)
              .trim()
              .replace(/^"(.*)"$/, '$1');
        }
        return undefined;
      };
      const name = param('name');
      const filename = param('filename');
      const type = headers.find((h) => /^content-type\s*:/i.test(h));
      if (name !== undefined && filename !== undefined) {
        files.set(name, {
          filename,
          contentType: type ? type.slice(type.indexOf(':') + 1).trim() : 'application/octet-stream',
          data: Buffer.from(content),
        });
      } else if (name !== undefined) {
        fields[name] = decodeField(content.toString('utf8'));
      }
    }
    at = next;
  }
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string' && v.startsWith('attach://')) {
      const file = files.get(v.slice('attach://'.length));
      if (!file) throw new ApiError(400, `Bad Request: file for field "${k}" not found in the request`);
      fields[k] = file;
    }
  }
  for (const [name, file] of files) if (!(name in fields)) fields[name] = file;
  return fields;
}

/** Width and height of a PNG (its IHDR chunk), or null when the bytes are not a PNG. */
function pngSize(data: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length < 24 || !data.subarray(0, 8).equals(signature) || data.subarray(12, 16).toString('latin1') !== 'IHDR')
    return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function parseBody(contentType: string, body: Buffer): Record<string, any> {
  if (body.length === 0) return {};
  if (contentType.includes('application/json')) {
    try {
      return JSON.parse(body.toString('utf8')) as Record<string, any>;
    } catch {
      throw new ApiError(400, 'Bad Request: invalid JSON');
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries([...new URLSearchParams(body.toString('utf8'))].map(([k, v]) => [k, decodeField(v)]));
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (contentType.includes('multipart/form-data') && boundary) return parseMultipart(body, boundary[1] ?? boundary[2]!);
  throw new ApiError(400, `Bad Request: unsupported content type ${contentType}`);
}
