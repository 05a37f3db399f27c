/** Slack ids and the delivery targets built from them. */
import { z } from 'zod';
import { issue } from '../validate';

/** A Slack team, enterprise, user or channel id: upper-case letters and digits ("T0123ABC"). */
export const ZSlackId = z.string().regex(/^[A-Z0-9]{2,40}$/, issue('invalidSlackId'));

/** `${teamId}:${id}`: an identity subject (team + user) or a channel target (team + channel). */
export function slackTarget(teamId: string, id: string): string {
  return `${teamId}:${id}`;
}

/** The two halves of a Slack target or identity subject, or null when malformed. */
export function parseSlackTarget(target: string): { teamId: string; id: string } | null {
  const m = /^([A-Z0-9]{2,40}):([A-Z0-9]{2,40})$/.exec(target);
  return m ? { teamId: m[1]!, id: m[2]! } : null;
}
