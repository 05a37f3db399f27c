/**
 * The watch's buttons in Slack (decision 356): claim, release, prayed, my time, more (action_id
 * `watch_<action>` with an optional `_<n>` where one message needs unique ids; value
 * `<watchId>[:<slot>]`) and the DM's lead choice (`watch_lead_<minutes>`). Each tap is the
 * tapper's: their account, then core, then an ephemeral in their language and zone. The post is
 * redrawn by the outbox, batched (decision 343); no handler edits it.
 */
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import type { types } from '@slack/bolt';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { isAppError } from '@dps/core/errors';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { zoneName } from '@dps/core/time/zone-display';
import { claimWatchSlot } from '@dps/core/watches/claim-watch-slot';
import { endWatch } from '@dps/core/watches/end-watch';
import { getWatch } from '@dps/core/watches/get-watch';
import { listMyWatches } from '@dps/core/watches/list-my-watches';
import { markWatchPrayed } from '@dps/core/watches/mark-watch-prayed';
import { releaseWatchSlot } from '@dps/core/watches/release-watch-slot';
import { getWatchLead, setWatchLead } from '@dps/core/watches/set-watch-lead';
import { slotLabel } from '@dps/core/watches/watch-format';
import { WATCH_LEAD_CHOICES } from '@dps/core/watches/watch-form';
import type { SlackDeps } from './slack-deps';
import { userMessage } from './slack-errors';
import { wordsFor } from './slack-language';
import { resolveMember, type SlackActor } from './slack-member';
import { slackChannelHas } from './watch-membership';
import { slackEscape } from './blocks/text';
import { dmList, endList, morePage, myTimeReply, WATCH_ACTION } from './watch-replies';

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** `watch_claim`, `watch_claim_3`: one family per action. */
const family = (base: string) => new RegExp(`^${base}(_[0-9]{1,4})?$`);
export const WATCH_PATTERNS = {
  claim: family(WATCH_ACTION.claim),
  release: family(WATCH_ACTION.release),
  prayed: family(WATCH_ACTION.prayed),
  myTime: family(WATCH_ACTION.myTime),
  more: family(WATCH_ACTION.more),
  lead: /^watch_lead_[0-9]{1,2}$/,
  end: family(WATCH_ACTION.end),
} as const;
/** The ids the app's own messages carry (the registry's test taps each). */
export const WATCH_SENDS = {
  claim: [WATCH_ACTION.claim, `${WATCH_ACTION.claim}_0`, `${WATCH_ACTION.claim}_671`],
  release: [WATCH_ACTION.release, `${WATCH_ACTION.release}_1`],
  prayed: [WATCH_ACTION.prayed, `${WATCH_ACTION.prayed}_2`],
  myTime: [WATCH_ACTION.myTime],
  more: [WATCH_ACTION.more, `${WATCH_ACTION.more}_0`],
  lead: WATCH_LEAD_CHOICES.map((m) => `${WATCH_ACTION.lead}_${m}`),
  end: [`${WATCH_ACTION.end}_0`, `${WATCH_ACTION.end}_3`],
} as const;

/** A button's value: `<watchId>` or `<watchId>:<slot>`; anything else is not ours. */
export function parseWatchValue(value: string | undefined): { watchId: number; slot: number | null } | null {
  const m = /^([1-9][0-9]{0,9}):?([0-9]{1,4})?$/.exec(value ?? '');
  return m ? { watchId: Number(m[1]), slot: m[2] === undefined ? null : Number(m[2]) } : null;
}

interface Tap {
  actor: SlackActor;
  /** Answer the tapper alone, where they tapped (an ephemeral), else in their DM. */
  say(text: string, blocks?: types.KnownBlock[]): Promise<void>;
  /**
   * Core's answer for the tapper. In a channel, a refusal as "not found" asks Slack whether they
   * are in it (decision 356): in, they are recorded and core is asked once more; not in, they are
   * told so and core is not asked again (null). When Slack cannot say, or from a DM, nothing is
   * recorded and core's word stands.
   */
  asMember<T>(run: () => Promise<T>): Promise<T | null>;
}

async function tapOf(deps: SlackDeps, args: ButtonArgs): Promise<Tap> {
  await args.ack();
  const { body, client } = args;
  const teamId = args.context.teamId ?? args.context.enterpriseId ?? body.user.team_id ?? body.team?.id ?? '';
  const actor = await resolveMember(deps.ctx, client, teamId, body.user.id);
  const channelId = body.channel?.id ?? body.container?.channel_id;
  const say = async (text: string, blocks?: types.KnownBlock[]) => {
    const msg = { text, ...(blocks ? { blocks } : {}) };
    if (channelId) {
      const sent = await client.chat
        .postEphemeral({ channel: channelId, user: body.user.id, ...msg })
        .catch(() => null);
      if (sent) return;
    }
    await client.chat.postMessage({ channel: body.user.id, ...msg });
  };
  const inChannel = channelId !== undefined && !channelId.startsWith('D');
  return {
    actor,
    say,
    async asMember(run) {
      try {
        return await run();
      } catch (e) {
        if (!inChannel || !isAppError(e) || e.key !== 'watchNotFound') throw e;
        const inIt = await slackChannelHas(client, channelId, body.user.id);
        // Slack could not say: the last word stands and the refusal with it. A tap never makes
        // someone a member on its own here, since anyone may look at a public channel (decision 356).
        if (inIt === null) throw e;
        await recordCircleMembership(deps.ctx, {
          circle: { channel: 'slack_channel', target: slackTarget(teamId, channelId) },
          userId: actor.userId,
          isMember: inIt,
        });
        if (!inIt) {
          await say(wordsFor(actor.language).t('slackWatch.notMember'));
          return null;
        }
        return run();
      }
    },
  };
}

/** A core refusal in the tapper's words ("That slot is already full."); anything else goes to the error handler. */
async function refusal(tap: Tap, e: unknown): Promise<void> {
  if (!isAppError(e)) throw e;
  await tap.say(userMessage(e, wordsFor(tap.actor.language)));
}

const yourZone = (actor: SlackActor) => zoneName(actor.timeZone, actor.language);
const yourLabel = (actor: SlackActor, startsAt: string, endsAt: string) =>
  slotLabel(startsAt, endsAt, actor.timeZone, actor.language);

export function watchClaimAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const v = parseWatchValue(args.action.value);
    if (!v || v.slot === null) return void (await args.ack());
    const tap = await tapOf(deps, args);
    const { actor } = tap;
    try {
      const held = await tap.asMember(() => claimWatchSlot(actor, { watchId: v.watchId, slot: v.slot }));
      if (!held) return;
      const words = wordsFor(actor.language);
      const values = { slot: yourLabel(actor, held.startsAt, held.endsAt), zone: yourZone(actor) };
      if (!held.isNew) return void (await tap.say(words.t('slackWatch.alreadyHeld', values)));
      // What comes next, truly: a slot under way gets its message at once; one too near for the
      // reminder gets only its start (decisions 340, 341).
      const now = deps.ctx.clock.now().getTime();
      const starts = Date.parse(held.startsAt);
      const lead = await getWatchLead(actor);
      await tap.say(
        starts <= now
          ? words.t('slackWatch.claimedBegun', values)
          : words.t('slackWatch.claimed', { ...values, lead: starts - lead * 60_000 <= now ? 0 : lead }),
      );
    } catch (e) {
      await refusal(tap, e);
    }
  };
}

export function watchReleaseAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const v = parseWatchValue(args.action.value);
    if (!v || v.slot === null) return void (await args.ack());
    const tap = await tapOf(deps, args);
    const { actor } = tap;
    try {
      if (!(await tap.asMember(() => releaseWatchSlot(actor, { watchId: v.watchId, slot: v.slot })))) return;
      const s = (await getWatch(actor, { id: v.watchId })).slots[v.slot]!;
      await tap.say(
        wordsFor(actor.language).t('slackWatch.released', { slot: yourLabel(actor, s.startsAt, s.endsAt) }),
      );
    } catch (e) {
      await refusal(tap, e);
    }
  };
}

export function watchPrayedAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const v = parseWatchValue(args.action.value);
    if (!v || v.slot === null) return void (await args.ack());
    const tap = await tapOf(deps, args);
    try {
      if (!(await tap.asMember(() => markWatchPrayed(tap.actor, { watchId: v.watchId, slot: v.slot })))) return;
      await tap.say(wordsFor(tap.actor.language).t('slackWatch.prayed'));
    } catch (e) {
      await refusal(tap, e);
    }
  };
}

export function watchMyTimeAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const v = parseWatchValue(args.action.value);
    if (!v) return void (await args.ack());
    const tap = await tapOf(deps, args);
    try {
      const w = await tap.asMember(() => getWatch(tap.actor, { id: v.watchId }));
      if (!w) return;
      const reply = myTimeReply(w, tap.actor.timeZone, wordsFor(tap.actor.language));
      await tap.say(reply.text, reply.blocks);
    } catch (e) {
      await refusal(tap, e);
    }
  };
}

export function watchMoreAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const v = parseWatchValue(args.action.value);
    if (!v) return void (await args.ack());
    const tap = await tapOf(deps, args);
    try {
      const w = await tap.asMember(() => getWatch(tap.actor, { id: v.watchId }));
      if (!w) return;
      const page = morePage(w, v.slot ?? 0, tap.actor.timeZone, wordsFor(tap.actor.language));
      await tap.say(page.text, page.blocks);
    } catch (e) {
      await refusal(tap, e);
    }
  };
}

export function watchLeadAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const minutes = Number(args.action.value);
    if (!(WATCH_LEAD_CHOICES as readonly number[]).includes(minutes) || args.action.value === '')
      return void (await args.ack());
    const tap = await tapOf(deps, args);
    try {
      const set = await setWatchLead(tap.actor, { minutes });
      await tap.say(wordsFor(tap.actor.language).t('slackWatch.leadSet', { minutes: set.minutes }));
    } catch (e) {
      await refusal(tap, e);
    }
  };
}

/**
 * "End the watch" (decision 370), after Slack's own confirm: core ends it for the starter or a
 * leader and refuses anyone else in words; the outbox redraws the post and sends the summary. The
 * list it was tapped on (the DM's, or the channel's `/prayer watch end`) is drawn again.
 */
export function watchEndAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const v = parseWatchValue(args.action.value);
    if (!v || v.slot !== null) return void (await args.ack());
    const tap = await tapOf(deps, args);
    const { actor } = tap;
    try {
      if (!(await tap.asMember(() => endWatch(actor, { watchId: v.watchId })))) return;
      const words = wordsFor(actor.language);
      const w = await getWatch(actor, { id: v.watchId });
      // The list it was tapped on (our own ephemeral: never a shared message) is drawn again.
      if (args.body.container?.is_ephemeral === true && args.respond) {
        const dm = (args.body.channel?.id ?? args.body.container.channel_id ?? '').startsWith('D');
        const list = dm
          ? dmList(await listMyWatches(actor), await getWatchLead(actor), actor.timeZone, words)
          : w.circle
            ? endList(await listMyWatches(actor, { circleId: w.circle.id }), words)
            : null;
        if (list) await args.respond({ replace_original: true, text: list.text, blocks: list.blocks });
      }
      await tap.say(words.t('slackWatch.end.done', { title: slackEscape(w.title, { inline: true }) }));
    } catch (e) {
      await refusal(tap, e);
    }
  };
}
