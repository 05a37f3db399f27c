/**
 * core's CircleMembershipChecker for Telegram groups (decision 281): `getChatMember` says whether a
 * person is in the group now. `null` when Telegram cannot say (unreachable, the bot no longer in the
 * group): the last word recorded stands.
 */
import { GrammyError, type Api } from 'grammy';
import type { CircleMembershipChecker, CircleRef } from '@dps/core/circles/circle-ref';
import { isInChat } from './features/membership';

export function createTelegramMembershipChecker(api: Api): CircleMembershipChecker {
  return {
    async isMember(circle: CircleRef, platformUserId: string): Promise<boolean | null> {
      if (circle.channel !== 'telegram') return null;
      const chatId = Number(circle.target);
      const userId = Number(platformUserId);
      if (!Number.isSafeInteger(chatId) || !Number.isSafeInteger(userId)) return null;
      try {
        return isInChat(await api.getChatMember(chatId, userId));
      } catch (e) {
        // Telegram does not know them in this chat: not a member.
        if (
          e instanceof GrammyError &&
          e.error_code === 400 &&
          /user not found|PARTICIPANT_ID_INVALID/i.test(e.description)
        )
          return false;
        return null;
      }
    },
  };
}
