import type { BotContext } from './bot-context';
import { AppError } from '@dps/core/errors';

/** Group settings are for the group's admins; Telegram says who they are. */
export async function assertGroupAdmin(c: BotContext, what: string): Promise<void> {
  if (!c.chat || !c.from) throw new AppError('forbidden', `Only group admins can ${what}.`);
  const member = await c.api.getChatMember(c.chat.id, c.from.id);
  if (member.status !== 'creator' && member.status !== 'administrator') {
    throw new AppError('forbidden', `Only group admins can ${what}.`, { title: 'Admins only' });
  }
}

export const isGroup = (c: BotContext) => c.chat?.type === 'group' || c.chat?.type === 'supergroup';
