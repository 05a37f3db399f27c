/**
 * The prayer buttons, on a channel post (everyone taps for themselves; the post's count is
 * updated with chat.update) and on a personal message (a DM or `/prayer today`: the message is
 * redrawn with the member's own state).
 */
import { keptDailyRequestBlocks } from '../../blocks/daily-request-blocks';
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs, types } from '@slack/bolt';
import { pickDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { saveFavorite } from '@dps/core/prayers/save-favorite';
import { prayShownPrayer } from '@dps/core/groups/pray-shown-prayer';
import { getStreak } from '@dps/core/progress/get-streak';
import { getSlackPrayer } from '@dps/core/slack/get-slack-prayer';
import { slackTarget } from '@dps/core/rules/slack-ids';
import { LANGUAGES } from '@dps/db/content/languages';
import {
  languageOfButton,
  parsePrayerButton,
  personalPrayerMessage,
  withPrayedCount,
  type PrayerButton,
} from '../../blocks/prayer-post';
import { keptPlanDayBlocks } from '../../blocks/plan-day-blocks';
import { reflectionModal } from '../../blocks/reflection-modal';
import { refreshHome } from '../../publish-home';
import type { SlackDeps } from '../../slack-deps';
import { wordsFor } from '../../slack-language';
import { resolveMember, type SlackActor } from '../../slack-member';
import { dailyOfferMessage } from './daily-offer-action';

export type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** Where the tapped button is: a channel post, a personal message (DM), or an ephemeral one. */
function placeOf(body: BlockAction, btn: PrayerButton): 'channel_post' | 'message' | 'ephemeral' {
  if (body.container?.is_ephemeral || !body.message) return 'ephemeral';
  return btn.m === 'c' ? 'channel_post' : 'message';
}

function teamOf(args: ButtonArgs): string {
  return args.context.teamId ?? args.context.enterpriseId ?? args.body.user.team_id ?? args.body.team?.id ?? '';
}

async function withButton(args: ButtonArgs, deps: SlackDeps): Promise<{ btn: PrayerButton; actor: SlackActor } | null> {
  await args.ack();
  const btn = parsePrayerButton(args.action.value);
  if (!btn) return null;
  const actor = await resolveMember(deps.ctx, args.client, teamOf(args), args.body.user.id);
  return { btn, actor };
}

/**
 * Redraw a personal message with the member's state and a note, in the language it was drawn in
 * (a DM in theirs; the day's prayer they asked for in another language in that one).
 */
async function redrawPersonal(
  args: ButtonArgs,
  actor: SlackActor,
  btn: PrayerButton,
  note: string,
  prayed?: boolean,
): Promise<void> {
  const p = await getSlackPrayer(actor, btn.p);
  const words = wordsFor(languageOfButton(btn));
  const msg = personalPrayerMessage(words, p, btn.d, { prayed: prayed ?? p.isCompleted, saved: p.isFavorited }, note);
  msg.blocks.push(...keptPlanDayBlocks(args.body.message?.blocks)); // a plan day in the DM stays (decision 216)
  msg.blocks.push(...keptDailyRequestBlocks(args.body.message?.blocks)); // and its requests (decision 300)
  const { body, client, respond } = args;
  if (placeOf(body, btn) === 'ephemeral') {
    await respond({ response_type: 'ephemeral', replace_original: true, text: msg.text, blocks: msg.blocks });
  } else {
    await client.chat.update({ channel: body.channel!.id, ts: body.message!.ts, text: msg.text, blocks: msg.blocks });
  }
}

/** A member's first tap in a channel: the daily prayer by DM, in one tap (they are never asked otherwise). */
export async function offerToNewcomer(args: ButtonArgs, actor: SlackActor): Promise<void> {
  const msg = dailyOfferMessage(actor);
  await args.client.chat.postEphemeral({ channel: args.body.channel!.id, user: args.body.user.id, ...msg });
}

async function tellMember(args: ButtonArgs, text: string): Promise<void> {
  await args.client.chat.postEphemeral({ channel: args.body.channel!.id, user: args.body.user.id, text });
}

export function prayAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const got = await withButton(args, deps);
    if (!got) return;
    const { btn, actor } = got;
    const onPost = placeOf(args.body, btn) === 'channel_post';
    // The day's prayer in whichever language it is shown counts as the member's own of the day; on
    // a post the channel got, for the channel too, on the post's day (decisions 151, 251).
    const done = await prayShownPrayer(actor, {
      prayerId: btn.p,
      source: 'slack',
      ...(onPost
        ? {
            group: {
              channel: 'slack_channel' as const,
              target: slackTarget(teamOf(args), args.body.channel!.id),
              localDate: btn.d,
            },
          }
        : {}),
    });
    const { streak } = await getStreak(actor);
    const words = wordsFor(actor.language);
    const note = words.t(done.alreadyCompleted ? 'slackPost.note.alreadyPrayed' : 'slackPost.note.prayed', { streak });
    if (onPost) {
      if (done.group) {
        const message = args.body.message!;
        await args.client.chat.update({
          channel: args.body.channel!.id,
          ts: message.ts,
          text: message.text ?? '',
          // The post's count line in the post's language, whoever tapped.
          blocks: withPrayedCount(
            wordsFor(languageOfButton(btn)),
            message.blocks as types.KnownBlock[],
            done.group.prayedToday,
            done.group.streak,
          ),
        });
      }
      await tellMember(args, note);
      if (actor.firstContact) await offerToNewcomer(args, actor);
    } else {
      await redrawPersonal(args, actor, btn, note, true);
    }
    await refreshHome(deps, args.client, actor);
  };
}

export function saveAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const got = await withButton(args, deps);
    if (!got) return;
    const { btn, actor } = got;
    const r = await saveFavorite(actor, { prayerId: btn.p });
    const words = wordsFor(actor.language);
    const note = words.t(r.alreadySaved ? 'slackPost.note.alreadySaved' : 'slackPost.note.saved');
    if (placeOf(args.body, btn) === 'channel_post') await tellMember(args, note);
    else await redrawPersonal(args, actor, btn, note);
  };
}

export function reflectAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const got = await withButton(args, deps);
    if (!got) return;
    const { btn, actor } = got;
    const { body } = args;
    const p = await getSlackPrayer(actor, btn.p);
    const channelId = body.channel?.id;
    const inChannel = Boolean(channelId && !channelId.startsWith('D'));
    const place = placeOf(body, btn);
    const threadTs = place === 'channel_post' ? (body.message!.thread_ts ?? body.message!.ts) : undefined;
    await args.client.views.open({
      trigger_id: body.trigger_id,
      view: reflectionModal(
        wordsFor(actor.language),
        { p: p.id, ...(inChannel ? { c: channelId } : {}), ...(threadTs ? { t: threadTs } : {}) },
        p.title,
        inChannel,
      ),
    });
  };
}

/**
 * "🌐 Español" / "🌐 English" under a channel's post: the day's prayer of the post's date in the
 * member's own language, only for them; a member who already reads the post's language gets it in
 * the language the button names. With its own Pray / Save / Reflect: praying it counts the day.
 */
export function inMyLanguageAction(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const got = await withButton(args, deps);
    if (!got || !args.body.channel) return;
    const { btn, actor } = got;
    const post = languageOfButton(btn);
    const language = actor.language !== post ? actor.language : (LANGUAGES.find((l) => l !== post) ?? post);
    const words = wordsFor(language);
    const picked = await pickDailyPrayer(deps.ctx, { date: btn.d, language });
    if (!picked) return tellMember(args, words.t('slackCommands.noDailyPrayer'));
    const p = await getSlackPrayer(actor, picked.id);
    const msg = personalPrayerMessage(words, p, btn.d, { prayed: p.isCompleted, saved: p.isFavorited });
    await args.client.chat.postEphemeral({
      channel: args.body.channel.id,
      user: args.body.user.id,
      text: msg.text,
      blocks: msg.blocks,
    });
  };
}
