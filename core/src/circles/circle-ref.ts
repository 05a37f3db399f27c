/**
 * A circle is named by its chat, as a delivery target names it (decision 280): a Telegram group's
 * chat id, or a Slack channel as `${team}:${channel}`. The same shape as a group's daily post.
 */
import type { GroupTarget } from '../groups/group-target';

export type CircleRef = GroupTarget;

/** How long the chat's word on a member holds before a surface that can asks the platform again (decision 281). */
export const MEMBERSHIP_FRESH_MS = 60_000;

/**
 * What a front end that talks to the platform can tell core (decision 281): is this person (their
 * platform id: a Telegram user id, or `${team}:${user}` on Slack) a member of the chat now? `null`
 * when the platform could not say (unreachable, not configured): the last word then stands.
 */
export interface CircleMembershipChecker {
  isMember(circle: CircleRef, platformUserId: string): Promise<boolean | null>;
}
