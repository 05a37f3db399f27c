/**
 * A fake Slack Web API on loopback (node:http), so the REAL Bolt and @slack/web-api clients can be
 * pointed at it (`slackApiUrl`) in tests. `POST /api/<method>` with form or JSON bodies; every
 * call is recorded. Also serves `response_url`s (POST /response/<id>) and can inject faults:
 * 429 with Retry-After, HTTP 500, and `{ ok: false, error }` answers such as channel_not_found.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';

export interface FakeSlackCall {
  method: string;
  /** The bearer token the client sent (or a `token` form field). */
  token: string | null;
  /** The arguments, JSON-valued fields (blocks, view, metadata...) parsed. */
  args: Record<string, any>;
  /** performance.now() when the request arrived (fake timers move it too). */
  at: number;
}

export interface FakeSlackResponse {
  id: string;
  body: Record<string, any>;
  at: number;
}

export interface FakeSlackMessage {
  channel: string;
  ts: string;
  text: string;
  blocks?: any[];
  metadata?: { event_type: string; event_payload: Record<string, unknown> };
  thread_ts?: string;
  user?: string;
  bot_id?: string;
}

export interface FakeSlackUser {
  id: string;
  teamId: string;
  firstName: string;
  lastName?: string;
  tz?: string;
  isBot?: boolean;
  /** A workspace admin (users.info `is_admin`). */
  isAdmin?: boolean;
  /** Their Slack locale ('es-LA'), in users.info only with `include_locale` (as Slack does). */
  locale?: string;
}

export interface FakeSlackChannel {
  id: string;
  name: string;
  isPrivate?: boolean;
  isMember?: boolean;
  isArchived?: boolean;
  /** The member who created the channel (conversations.info `creator`). */
  creator?: string;
  /** chat.postMessage here answers `{ ok: false, error: postError }` (e.g. not_in_channel). */
  postError?: string;
}

export interface FakeSlackTeam {
  token: string;
  teamId: string;
  teamName?: string;
  botUserId: string;
  botId: string;
}

export type FakeSlackFault = { error: string } | { status: 429; retryAfter: number } | { status: 500 };

export interface FakeSlackServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What `slackApiUrl` should be: http://127.0.0.1:<port>/api/ */
  apiUrl: string;
  calls: FakeSlackCall[];
  responses: FakeSlackResponse[];
  callsTo(method: string): FakeSlackCall[];
  /** A fresh response_url served by this server. */
  responseUrl(): string;
  responsesTo(url: string): FakeSlackResponse[];
  addTeam(team: FakeSlackTeam): void;
  addUser(user: FakeSlackUser): void;
  addChannel(channel: FakeSlackChannel): void;
  channel(id: string): FakeSlackChannel | undefined;
  /** Who is in a channel now, as conversations.members answers it (people and bots, by user id). */
  setChannelMembers(channel: string, members: string[]): void;
  /**
   * A person joins (or is added to) a channel: they are in conversations.members from now on, and
   * the returned `member_joined_channel` event is what Slack sends the app (deliver it with the harness).
   */
  joinChannel(channel: string, user: string, opts?: { inviter?: string; team?: string }): Record<string, unknown>;
  /** A person leaves (or is removed from) a channel: gone from conversations.members; the `member_left_channel` event. */
  leaveChannel(channel: string, user: string, opts?: { team?: string }): Record<string, unknown>;
  /** Messages in a channel (a DM to a user id is kept under that user id), oldest first. */
  messages(channel: string): FakeSlackMessage[];
  /** Put a message in a channel as a person would (e.g. a thread reply), returning its ts. */
  addMessage(m: Omit<FakeSlackMessage, 'ts'> & { ts?: string }): string;
  /** Answer every call of `method` only after `ms` (a slow Slack); 0 clears it. */
  delay(method: string, ms: number): void;
  /** The next `times` calls of `method` fail with `fault`. */
  fault(method: string, fault: FakeSlackFault, times?: number): void;
  clearFaults(): void;
  /** OAuth: what oauth.v2.access answers for a code. */
  oauthCode(code: string, access: Record<string, unknown>): void;
  /** Resolves once `pred` is true (polled), or rejects after `timeoutMs`. */
  waitFor<T>(pred: () => T | undefined | false | null, timeoutMs?: number, what?: string): Promise<T>;
  /** Socket Mode: apps.connections.open hands out this server's WebSocket; envelopes go down it. */
  socketMode: {
    /** Resolves when a client has connected (and been sent `hello`). */
    connected(): Promise<void>;
    /** Push an envelope (events_api, slash_commands, interactive) to the connected client. */
    send(envelope: Record<string, unknown>): void;
    /** What the client sent back (acks: `{ envelope_id, payload? }`). */
    received: Record<string, any>[];
  };
  reset(): void;
  close(): Promise<void>;
}

/** A server-to-client WebSocket frame (unmasked). */
function wsFrame(opcode: number, payload: Buffer): Buffer {
  const len = payload.length;
  const head = len < 126 ? Buffer.from([0x80 | opcode, len]) : len < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (len >= 126 && len < 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 126;
    head.writeUInt16BE(len, 2);
  } else if (len >= 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(len), 2);
  }
  return Buffer.concat([head, payload]);
}

/** Client-to-server frames (masked) from a buffer; returns the frames and what is left over. */
function wsParse(buf: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let off = 0;
  while (buf.length - off >= 2) {
    const opcode = buf[off]! & 0x0f;
    const masked = (buf[off + 1]! & 0x80) !== 0;
    let len = buf[off + 1]! & 0x7f;
    let p = off + 2;
    if (len === 126) {
      if (buf.length < p + 2) break;
      len = buf.readUInt16BE(p);
      p += 2;
    } else if (len === 127) {
      if (buf.length < p + 8) break;
      len = Number(buf.readBigUInt64BE(p));
      p += 8;
    }
    const maskLen = masked ? 4 : 0;
    if (buf.length < p + maskLen + len) break;
    const mask = masked ? buf.subarray(p, p + 4) : null;
    p += maskLen;
    const payload = Buffer.from(buf.subarray(p, p + len));
    if (mask) for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!;
    frames.push({ opcode, payload });
    off = p + len;
  }
  return { frames, rest: buf.subarray(off) };
}

let tsSeq = 0;
/** A Slack-style message ts: "<seconds>.<6 digits>", increasing. */
export function nextTs(): string {
  tsSeq += 1;
  return `${1_773_000_000 + Math.floor(tsSeq / 1000)}.${String(tsSeq % 1000).padStart(3, '0')}100`;
}

function parseArgs(raw: string, contentType: string | undefined): Record<string, any> {
  if (!raw) return {};
  if (contentType?.includes('application/json')) return JSON.parse(raw) as Record<string, any>;
  const out: Record<string, any> = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    if ((v.startsWith('{') || v.startsWith('[')) && v.length > 1) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        /* a plain string that starts with a brace */
      }
    }
    out[k] = v;
  }
  return out;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeSlackServer(): Promise<FakeSlackServer> {
  const calls: FakeSlackCall[] = [];
  const responses: FakeSlackResponse[] = [];
  const teams = new Map<string, FakeSlackTeam>();
  const users = new Map<string, FakeSlackUser>();
  const channels = new Map<string, FakeSlackChannel>();
  const messages = new Map<string, FakeSlackMessage[]>();
  const faults = new Map<string, FakeSlackFault[]>();
  const oauthCodes = new Map<string, Record<string, unknown>>();
  const delays = new Map<string, number>();
  const channelMembers = new Map<string, string[]>();
  let responseSeq = 0;
  let viewSeq = 0;

  const list = (channel: string) => {
    let l = messages.get(channel);
    if (!l) messages.set(channel, (l = []));
    return l;
  };

  /** Whether a bot may post in a channel: unknown ids are taken as public channels it can post to. */
  function postable(channelId: string): string | null {
    const c = channels.get(channelId);
    if (!c) return null;
    if (c.postError) return c.postError;
    if (c.isArchived) return 'is_archived';
    if (c.isPrivate && !c.isMember) return 'channel_not_found';
    return null;
  }

  function handle(method: string, args: Record<string, any>, token: string | null): Record<string, unknown> {
    if (method === 'apps.connections.open') {
      return token?.startsWith('xapp-')
        ? { ok: true, url: `ws://127.0.0.1:${port}/socket` }
        : { ok: false, error: 'invalid_auth' };
    }
    const team = token ? teams.get(token) : undefined;
    if (method === 'oauth.v2.access') {
      const access = oauthCodes.get(String(args.code));
      return access ? { ok: true, ...access } : { ok: false, error: 'invalid_code' };
    }
    if (!team) return { ok: false, error: token ? 'invalid_auth' : 'not_authed' };
    switch (method) {
      case 'auth.test':
        return {
          ok: true,
          url: 'https://fake.slack.test/',
          team: team.teamName ?? 'Fake',
          user: 'prayer-bot',
          team_id: team.teamId,
          user_id: team.botUserId,
          bot_id: team.botId,
          is_enterprise_install: false,
        };
      case 'chat.postMessage': {
        const channel = String(args.channel ?? '');
        const problem = postable(channel);
        if (problem) return { ok: false, error: problem };
        const ts = nextTs();
        const m: FakeSlackMessage = {
          channel,
          ts,
          text: String(args.text ?? ''),
          blocks: args.blocks,
          metadata: args.metadata,
          thread_ts: args.thread_ts,
          user: team.botUserId,
          bot_id: team.botId,
        };
        list(channel).push(m);
        return { ok: true, channel, ts, message: { ...m, type: 'message' } };
      }
      case 'chat.update': {
        const m = list(String(args.channel)).find((x) => x.ts === args.ts);
        if (!m) return { ok: false, error: 'message_not_found' };
        if (args.text !== undefined) m.text = String(args.text);
        if (args.blocks !== undefined) m.blocks = args.blocks;
        return { ok: true, channel: args.channel, ts: args.ts, text: m.text };
      }
      case 'chat.delete': {
        const l = list(String(args.channel));
        const i = l.findIndex((x) => x.ts === args.ts);
        if (i === -1) return { ok: false, error: 'message_not_found' };
        // A bot token deletes only the bot's own messages.
        if (l[i]!.bot_id !== team.botId) return { ok: false, error: 'cant_delete_message' };
        l.splice(i, 1);
        return { ok: true, channel: args.channel, ts: args.ts };
      }
      case 'chat.unfurl': {
        // Slack's rules: channel+ts, or unfurl_id+source; `unfurls` an object of URL -> { blocks } (or attachment).
        const byMessage = typeof args.channel === 'string' && typeof args.ts === 'string';
        const byId = typeof args.unfurl_id === 'string' && (args.source === 'composer' || args.source === 'conversations_history');
        if (!byMessage && !byId) return { ok: false, error: 'invalid_arguments' };
        const u = args.unfurls;
        if (!u || typeof u !== 'object' || Array.isArray(u) || Object.keys(u).length === 0)
          return { ok: false, error: 'invalid_unfurls_format' };
        for (const v of Object.values(u as Record<string, any>)) {
          if (!v || typeof v !== 'object' || (v.blocks !== undefined && (!Array.isArray(v.blocks) || v.blocks.length > 50)))
            return { ok: false, error: 'invalid_blocks' };
        }
        return { ok: true };
      }
      case 'chat.postEphemeral': {
        const problem = postable(String(args.channel));
        if (problem) return { ok: false, error: problem };
        return { ok: true, message_ts: nextTs() };
      }
      case 'views.open':
      case 'views.publish':
      case 'views.update':
        viewSeq += 1;
        return { ok: true, view: { id: `V${viewSeq}`, ...(args.view ?? {}) } };
      case 'users.info': {
        const u = users.get(String(args.user));
        if (!u) return { ok: false, error: 'user_not_found' };
        const realName = [u.firstName, u.lastName].filter(Boolean).join(' ');
        return {
          ok: true,
          user: {
            id: u.id,
            team_id: u.teamId,
            name: u.firstName.toLowerCase(),
            real_name: realName,
            is_bot: Boolean(u.isBot),
            is_admin: Boolean(u.isAdmin),
            tz: u.tz,
            ...(u.locale && String(args.include_locale) === 'true' ? { locale: u.locale } : {}),
            profile: {
              first_name: u.firstName,
              last_name: u.lastName ?? '',
              real_name: realName,
              display_name: u.firstName,
            },
          },
        };
      }
      case 'conversations.info': {
        const c = channels.get(String(args.channel));
        if (!c || (c.isPrivate && !c.isMember)) return { ok: false, error: 'channel_not_found' };
        return { ok: true, channel: { id: c.id, name: c.name, is_channel: !c.isPrivate, is_group: Boolean(c.isPrivate), is_private: Boolean(c.isPrivate), is_member: Boolean(c.isMember), is_archived: Boolean(c.isArchived), ...(c.creator && { creator: c.creator }) } };
      }
      case 'conversations.members': {
        // Paginated as Slack does: `limit` (default 100, at most 1000) and an opaque `cursor`;
        // response_metadata.next_cursor is '' on the last page.
        const c = channels.get(String(args.channel));
        if (!c || (c.isPrivate && !c.isMember)) return { ok: false, error: 'channel_not_found' };
        const all = channelMembers.get(c.id) ?? [];
        const limit = Math.min(1000, Math.max(1, Number(args.limit ?? 100) || 100));
        let start = 0;
        if (args.cursor) {
          const decoded = /^offset:(\d+)$/.exec(Buffer.from(String(args.cursor), 'base64').toString('utf8'));
          if (!decoded) return { ok: false, error: 'invalid_cursor' };
          start = Number(decoded[1]);
        }
        const page = all.slice(start, start + limit);
        const next = start + limit < all.length ? Buffer.from(`offset:${start + limit}`).toString('base64') : '';
        return { ok: true, members: page, response_metadata: { next_cursor: next } };
      }
      case 'conversations.join': {
        const c = channels.get(String(args.channel));
        if (!c) return { ok: false, error: 'channel_not_found' };
        if (c.isPrivate) return { ok: false, error: 'method_not_supported_for_channel_type' };
        if (c.isArchived) return { ok: false, error: 'is_archived' };
        c.isMember = true;
        return { ok: true, channel: { id: c.id, name: c.name, is_member: true } };
      }
      case 'conversations.open': {
        const user = String(args.users ?? '').split(',')[0];
        if (!user || !users.has(user)) return { ok: false, error: 'user_not_found' };
        return { ok: true, channel: { id: `D${user.slice(1)}` } };
      }
      case 'conversations.replies': {
        const all = list(String(args.channel));
        const thread = all
          .filter((m) => m.ts === args.ts || m.thread_ts === args.ts)
          .sort((a, b) => (a.ts < b.ts ? -1 : 1));
        if (thread.length === 0) return { ok: false, error: 'thread_not_found' };
        const withMeta = args.include_all_metadata === true || args.include_all_metadata === 'true';
        return {
          ok: true,
          has_more: false,
          messages: thread.map(({ metadata, channel: _c, ...m }) => ({
            type: 'message',
            ...m,
            ...(withMeta && metadata ? { metadata } : {}),
          })),
        };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const at = performance.now();
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname.startsWith('/response/')) {
      responses.push({
        id: url.pathname.slice('/response/'.length),
        body: parseArgs(raw, req.headers['content-type']),
        at,
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      return;
    }
    const m = /^\/api\/([a-zA-Z0-9.]+)$/.exec(url.pathname);
    if (req.method !== 'POST' || !m) return send(404, { ok: false, error: 'not_found' });
    const method = m[1]!;
    const args = parseArgs(raw, req.headers['content-type']);
    const auth = req.headers.authorization;
    let token = auth?.startsWith('Bearer ') ? auth.slice(7) : typeof args.token === 'string' ? args.token : null;
    if (method === 'oauth.v2.access' && auth?.startsWith('Basic ')) token = null;
    calls.push({ method, token, args, at });
    const wait = delays.get(method);
    if (wait) await new Promise((r) => setTimeout(r, wait));
    const queue = faults.get(method);
    const fault = queue?.shift();
    if (fault) {
      if ('error' in fault) return send(200, { ok: false, error: fault.error });
      if (fault.status === 429)
        return send(429, { ok: false, error: 'ratelimited' }, { 'retry-after': String(fault.retryAfter) });
      return send(500, { ok: false, error: 'internal_error' });
    }
    send(200, handle(method, args, token));
  }

  const server: Server = createServer((req, res) => {
    onRequest(req, res).catch((e: Error) => {
      res.writeHead(500);
      res.end(String(e.message));
    });
  });
  // Socket Mode: a minimal WebSocket endpoint (RFC 6455 handshake, text, ping/pong, close).
  const sockets = new Set<Duplex>();
  const received: Record<string, any>[] = [];
  let onConnect: (() => void) | null = null;
  const connected = new Promise<void>((r) => (onConnect = r));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    if (req.url !== '/socket') return void socket.destroy();
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    sockets.add(socket);
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const { frames, rest } = wsParse(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const f of frames) {
        if (f.opcode === 0x1) received.push(JSON.parse(f.payload.toString('utf8')) as Record<string, any>);
        else if (f.opcode === 0x9) socket.write(wsFrame(0xa, f.payload));
        else if (f.opcode === 0x8) {
          socket.end(wsFrame(0x8, f.payload));
          sockets.delete(socket);
        }
      }
    });
    socket.on('error', () => sockets.delete(socket));
    socket.on('close', () => sockets.delete(socket));
    socket.write(
      wsFrame(
        0x1,
        Buffer.from(
          JSON.stringify({
            type: 'hello',
            num_connections: 1,
            connection_info: { app_id: 'A0APP' },
            debug_info: { host: 'fake' },
          }),
        ),
      ),
    );
    onConnect?.();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    apiUrl: `${base}/api/`,
    calls,
    responses,
    callsTo: (method) => calls.filter((c) => c.method === method),
    responseUrl: () => `${base}/response/R${++responseSeq}`,
    responsesTo: (u) => responses.filter((r) => u.endsWith(`/response/${r.id}`)),
    addTeam: (t) => void teams.set(t.token, t),
    addUser: (u) => void users.set(u.id, u),
    addChannel: (c) => void channels.set(c.id, { ...c }),
    channel: (id) => channels.get(id),
    setChannelMembers: (channel, members) => void channelMembers.set(channel, [...members]),
    joinChannel(channel, user, o = {}) {
      const now = channelMembers.get(channel) ?? [];
      if (!now.includes(user)) channelMembers.set(channel, [...now, user]);
      const c = channels.get(channel);
      return {
        type: 'member_joined_channel',
        user,
        channel,
        channel_type: c?.isPrivate ? 'G' : 'C',
        team: o.team ?? 'T0TEAM',
        ...(o.inviter ? { inviter: o.inviter } : {}),
      };
    },
    leaveChannel(channel, user, o = {}) {
      channelMembers.set(
        channel,
        (channelMembers.get(channel) ?? []).filter((u) => u !== user),
      );
      const c = channels.get(channel);
      return { type: 'member_left_channel', user, channel, channel_type: c?.isPrivate ? 'G' : 'C', team: o.team ?? 'T0TEAM' };
    },
    messages: (channel) => [...list(channel)],
    addMessage(msg) {
      const ts = msg.ts ?? nextTs();
      list(msg.channel).push({ ...msg, ts });
      return ts;
    },
    socketMode: {
      connected: () => connected,
      send(envelope) {
        for (const sock of sockets) sock.write(wsFrame(0x1, Buffer.from(JSON.stringify(envelope))));
      },
      received,
    },
    delay: (method, ms) => void (ms > 0 ? delays.set(method, ms) : delays.delete(method)),
    fault(method, fault, times = 1) {
      const q = faults.get(method) ?? [];
      for (let i = 0; i < times; i++) q.push(fault);
      faults.set(method, q);
    },
    clearFaults: () => faults.clear(),
    oauthCode: (code, access) => void oauthCodes.set(code, access),
    async waitFor(pred, timeoutMs = 5000, what = 'condition') {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const v = pred();
        if (v) return v as never;
        if (Date.now() > until) throw new Error(`fake Slack: timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    reset() {
      calls.length = 0;
      responses.length = 0;
      faults.clear();
      delays.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const sock of sockets) sock.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
