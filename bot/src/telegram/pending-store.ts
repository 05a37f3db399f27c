/**
 * What a person is in the middle of in a chat ("send me your reflection", "now the prayer's text").
 *
 * Kept in the database (`chat_conversations`, through core), so a restart does not forget it and
 * any instance behind a load balancer can take the next message.
 */
import type { Ctx } from '@dps/core/context';
import {
  clearConversationState,
  getConversationState,
  setConversationState,
} from '@dps/core/conversations/conversation-state';

export type Pending =
  | { kind: 'reflect'; prayerId: number; prayerTitle: string; content?: string }
  | { kind: 'myprayer'; title?: string; content?: string }
  /** Waiting for a city name after the bot asked for the zone (daily-offer.ts). */
  | { kind: 'zone' };

export interface PendingStore {
  get(key: string): Promise<Pending | undefined>;
  set(key: string, value: Pending): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Key of a conversation: one per chat and person (groups hold several people). */
export const pendingKey = (chatId: number, userId: number) => `${chatId}:${userId}`;

/** The default store: durable, shared by every instance. */
export function createDbPendingStore(ctx: Ctx): PendingStore {
  const k = (key: string) => `telegram:${key}`;
  return {
    get: (key) => getConversationState<Pending>(ctx, k(key)),
    set: (key, value) => setConversationState(ctx, k(key), value),
    delete: (key) => clearConversationState(ctx, k(key)),
  };
}
