import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { loadGroupRun } from './group-plan-runs';
import { ZRunId } from './plan-run';
import { type GroupMember, type GroupMemberPosition, memberPosition, refused } from './group-plan-done';

/** A member's position in a run of this chat (the "where am I" and "my part" buttons). */
export async function getGroupMemberPosition(
  ctx: Ctx,
  input: { runId: unknown; member: GroupMember; chat?: { channel: 'telegram' | 'slack_channel'; target: string } },
): Promise<GroupMemberPosition> {
  const runId = parseInput(ZRunId, input.runId);
  const run = await loadGroupRun(ctx, runId);
  if (!run || (input.chat && (input.chat.channel !== run.channel || input.chat.target !== run.target)))
    throw refused('not_found', 'not_this_chat', 'planNotInChat');
  return memberPosition(ctx, run, input.member);
}
