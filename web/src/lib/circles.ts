/**
 * The person's groups (circles, decision 280) as every screen that names them reads them: "My
 * groups", the audience picker of the request forms and "My requests". A circle is a Telegram group
 * or a Slack channel; the server lists only those the person is a current member of.
 */
import { useQuery } from '@tanstack/react-query';

/** GET /api/circles: one group the person is in. */
export interface Circle {
  id: number;
  title: string | null;
  channel: 'telegram' | 'slack_channel';
  isLeader: boolean;
  memberCount: number;
  openRequests: number;
  /** The group's weekly moment: 0 = Sunday … 6 = Saturday. */
  weeklyDay: number;
  /** 'HH:MM' in the group's zone; null: the time of the group's daily post. */
  weeklyTime: string | null;
  postTime: string | null;
  timeZone: string | null;
}

/** Who may read a request, as its author chose. */
export type RequestAudienceAnswer =
  { kind: 'only_me' } | { kind: 'everyone' } | { kind: 'circles'; circles: { id: number; title: string | null }[] };

/** What a request form sends: the audience the author picked. */
export type AudienceChoice = { kind: 'only_me' } | { kind: 'everyone' } | { kind: 'circles'; circleIds: number[] };

export const CIRCLES_KEY = ['/api/circles'] as const;

export function useCircles() {
  return useQuery<{ circles: Circle[] }>({ queryKey: CIRCLES_KEY });
}

/** The choice a request's current audience stands for (to fill the picker when it is changed). */
export function choiceOf(audience: RequestAudienceAnswer | undefined, isPublic: boolean): AudienceChoice {
  if (!audience) return isPublic ? { kind: 'everyone' } : { kind: 'only_me' };
  if (audience.kind === 'circles') return { kind: 'circles', circleIds: audience.circles.map((c) => c.id) };
  return audience;
}

/** Two choices name the same readers. */
export function sameChoice(a: AudienceChoice, b: AudienceChoice): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'circles' || b.kind !== 'circles') return true;
  return [...a.circleIds].sort().join(',') === [...b.circleIds].sort().join(',');
}
