/**
 * Slack retries an Events API delivery (X-Slack-Retry-Num) when it did not see our 200 in time.
 * The first sighting of an event_id, recorded in the database, wins; retries are acknowledged and
 * dropped, across restarts and instances.
 */
import type { AnyMiddlewareArgs, AllMiddlewareArgs } from '@slack/bolt';
import type { Ctx } from '@dps/core/context';
import { claimSlackEvent } from '@dps/core/slack/claim-slack-event';

export function processEventsOnce(ctx: Ctx) {
  return async ({ body, next, context }: AnyMiddlewareArgs & AllMiddlewareArgs): Promise<void> => {
    const b = body as { type?: string; event_id?: string };
    if (b.type === 'event_callback' && b.event_id) {
      if (!(await claimSlackEvent(ctx, { eventId: b.event_id }))) {
        ctx.log.info({ event: 'slack_event_duplicate', eventId: b.event_id, retryNum: context.retryNum });
        return;
      }
    }
    await next();
  };
}
