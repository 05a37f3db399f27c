import type { BotContext } from './bot-context';
import { ChatRefusal } from './errors';

/**
 * Group settings are for the group's admins; Telegram says who they are. `refusal`: the catalogue
 * key of what a member who is not an admin reads ("Only group admins can set the group's prayer
 * time."), in their own language.
 */
export async function assertGroupAdmin(c: BotContext, refusal: string): Promise<void> {
  const isAdmin = async () => {
    if (!c.chat || !c.from) return false;
    const member = await c.api.getChatMember(c.chat.id, c.from.id);
    return member.status === 'creator' || member.status === 'administrator';
  };
  if (await isAdmin()) return;
  const { t, has } = await c.app.words();
  // A phrase instead of a key ("start a plan"): the general sentence around it.
  const message = has(refusal) ? t(refusal) : t('telegramGroups.admin.only', { what: refusal });
  throw new ChatRefusal(t('telegramGroups.admin.title'), message);
}

/** Whether the person behind this update is an admin of this chat (Telegram says). */
export async function isChatAdmin(c: BotContext): Promise<boolean> {
  if (!c.chat || !c.from) return false;
  const member = await c.api.getChatMember(c.chat.id, c.from.id);
  return member.status === 'creator' || member.status === 'administrator';
}

export const isGroup = (c: BotContext) => c.chat?.type === 'group' || c.chat?.type === 'supergroup';
