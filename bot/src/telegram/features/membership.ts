/**
 * Membership, as Telegram tells it.
 *
 * The bot's own (my_chat_member): blocked or removed -> the chat is switched off (no deliveries,
 * no retries) and, in a group, nobody counts as a member of its circle any more; added to a group ->
 * the group is remembered and greeted, and its administrators with an account are its leaders. A new
 * group speaks the language of whoever added the bot (decision 239); a group the bot knew keeps its own.
 *
 * Everyone else's (decision 294): `chat_member` updates (joined, left, removed, promoted), the
 * service messages `new_chat_members` / `left_chat_member`, and any message or tap in a group from a
 * person with an account keep the group's circle as the chat says it is. Administrators and the
 * creator are its leaders.
 */
import { Composer } from 'grammy';
import type { ChatMember, User } from 'grammy/types';
import { endChatCircle } from '@dps/core/circles/end-chat-circle';
import { recordChatMember } from '@dps/core/circles/record-chat-member';
import { registerTelegramChat } from '@dps/core/delivery/register-telegram-chat';
import { setTelegramChatActive } from '@dps/core/delivery/set-telegram-chat-active';
import type { BotContext } from '../bot-context';
import { isGroup } from '../chat-admin';

export const membershipFeature = new Composer<BotContext>();

const IN = new Set(['member', 'administrator', 'creator']);
const LEADS = new Set(['administrator', 'creator']);

/** A chat member's status as "in the group" (a restricted member still is, while `is_member`). */
export function isInChat(m: Pick<ChatMember, 'status'> & { is_member?: boolean }): boolean {
  return IN.has(m.status) || (m.status === 'restricted' && m.is_member === true);
}

const circleOf = (c: BotContext) => ({
  channel: 'telegram' as const,
  target: String(c.chat!.id),
  title: c.chat && 'title' in c.chat ? (c.chat.title ?? null) : null,
});

/** The chat's word on one person; people without an account and bots are not recorded. */
async function word(c: BotContext, user: User, isMember: boolean, isLeader?: boolean): Promise<void> {
  if (user.is_bot) return;
  await recordChatMember(c.app.core, {
    circle: circleOf(c),
    provider: 'telegram',
    subject: String(user.id),
    isMember,
    ...(isLeader === undefined ? {} : { isLeader }),
  });
}

// Anyone with an account who writes or taps in a group is in it now (a left_chat_member message is
// about someone leaving, handled below).
membershipFeature.use(async (c, next) => {
  if (isGroup(c) && c.from && !c.from.is_bot && (c.callbackQuery || (c.message && !c.message.left_chat_member))) {
    await word(c, c.from, true);
  }
  await next();
});

membershipFeature.on('chat_member', async (c) => {
  const { new_chat_member: now } = c.chatMember;
  if (!isGroup(c)) return;
  const isMember = isInChat(now);
  await word(c, now.user, isMember, isMember && LEADS.has(now.status));
});

membershipFeature.on('message:new_chat_members', async (c, next) => {
  for (const user of c.message.new_chat_members) await word(c, user, true);
  await next();
});

membershipFeature.on('message:left_chat_member', async (c, next) => {
  await word(c, c.message.left_chat_member, false);
  await next();
});

membershipFeature.on('my_chat_member', async (c) => {
  const { chat, new_chat_member: now, old_chat_member: before } = c.myChatMember;
  const gone = now.status === 'kicked' || now.status === 'left';
  if (gone) {
    await setTelegramChatActive(c.app.core, { chatId: chat.id, isActive: false });
    if (chat.type === 'group' || chat.type === 'supergroup') {
      // It can no longer hear who joins or leaves: nobody is a member of its circle any more (decision 294).
      await endChatCircle(c.app.core, { channel: 'telegram', target: String(chat.id) });
    }
    c.app.core.log.info({ event: 'telegram_chat_deactivated', chatType: chat.type, status: now.status });
    return;
  }
  const wasOut = before.status === 'kicked' || before.status === 'left';
  if (chat.type === 'private') {
    // Unblocked: their next message registers the chat again with its person; just switch it on.
    await setTelegramChatActive(c.app.core, { chatId: chat.id, isActive: true });
    return;
  }
  if (chat.type !== 'group' && chat.type !== 'supergroup') return;
  await registerTelegramChat(c.app.core, {
    chatId: chat.id,
    type: chat.type,
    title: chat.title,
    language: await c.app.language(),
  });
  if (wasOut) {
    await c.api.sendMessage(chat.id, (await c.app.chatWords()).rich('telegramGroups.added'), { parse_mode: 'HTML' });
    await recordLeaders(c);
  }
});

/** The group's administrators and creator with an account are its leaders (decision 294). */
async function recordLeaders(c: BotContext): Promise<void> {
  // Best effort: the greeting is sent; leaders are learned again from the next chat_member update.
  const admins = await c.api.getChatAdministrators(c.chat!.id).catch(() => []);
  for (const a of admins) await word(c, a.user, true, true);
}
