/**
 * Every button the Slack app puts in a message, a Home tab or a modal, once (decision 263): its
 * action_id (or the family's pattern), the ids the app really sends (the test taps each one), and
 * its listener. createSlackApp registers the listeners from here, and the catch-all that answers a
 * stray tap acknowledges only what no entry here takes, so every tap is acknowledged exactly once
 * by construction. A new button is one more line here, nothing else.
 */
import type { App } from '@slack/bolt';
import { GROUP_PLAN_DONE_ACTION, GROUP_PLAN_MINE_ACTION } from './blocks/group-plan-blocks';
import {
  GROUP_PLAN_AT_TIME_ACTION,
  GROUP_PLAN_NOW_ACTION,
  GROUP_PLAN_PAGE_BACK_ACTION,
  GROUP_PLAN_PAGE_MORE_ACTION,
  GROUP_PLAN_PICK_ACTION,
  GROUP_PLAN_TIME_ACTION,
} from './blocks/group-plan-pick-blocks';
import { SHARE_PASSAGE_ACTION } from './blocks/passage-message';
import { PLAN_DAY_DONE_ACTION } from './blocks/plan-day-blocks';
import { IN_MY_LANGUAGE_ACTION, PRAY_ACTION, REFLECT_ACTION, SAVE_ACTION } from './blocks/prayer-post';
import { AMEN_ACTION } from './blocks/reflection-message';
import { WALL_PRAY_ACTION, WALL_WIDEN_ACTION } from './blocks/request-message';
import { DAILY_REQUEST_PRAY_ACTION } from './blocks/daily-request-blocks';
import { dailyRequestPrayAction } from './listeners/actions/daily-request-action';
import { amenAction } from './listeners/actions/amen-action';
import { DAILY_ON_ACTION_IDS, DAILY_ON_PATTERN, dailyOnAction } from './listeners/actions/daily-offer-action';
import { groupPlanDoneAction, groupPlanMineAction } from './listeners/actions/group-plan-actions';
import {
  groupPlanPageAction,
  groupPlanPickAction,
  groupPlanStartAction,
  groupPlanTimeAction,
} from './listeners/actions/group-plan-pick-actions';
import {
  LINK_CANCEL_ACTION,
  LINK_CONFIRM_ACTION,
  LINK_CONFIRM_ACTIONS,
  linkCancelAction,
  linkConfirmAction,
} from './listeners/actions/link-actions';
import {
  HOME_TIME_ACTION,
  HOME_TODAY_ACTION,
  homeTimeAction,
  homeTodayAction,
} from './listeners/actions/home-invite-actions';
import { planDayDoneAction } from './listeners/actions/plan-day-action';
import { planStartAction } from './listeners/actions/plan-start-action';
import {
  REQUEST_KEEP_ACTION_IDS,
  REQUEST_KEEP_PATTERN,
  requestKeepAction,
} from './listeners/actions/request-keep-action';
import { inMyLanguageAction, prayAction, reflectAction, saveAction } from './listeners/actions/prayer-actions';
import { sharePassageAction } from './listeners/actions/share-passage-action';
import {
  UNLINK_CANCEL_ACTION,
  UNLINK_CONFIRM_ACTION,
  unlinkCancelAction,
  unlinkConfirmAction,
} from './listeners/actions/unlink-actions';
import { wallPrayAction } from './listeners/actions/wall-pray-action';
import { wallWidenAction } from './listeners/actions/wall-widen-action';
import {
  OPEN_WEB_ACTION,
  OPEN_WEB_URL_ACTION,
  openWebAction,
  openWebUrlAction,
} from './listeners/actions/web-link-action';
import { PLAN_START_ACTION } from './listeners/commands/plans-subcommand';
import type { SlackDeps } from './slack-deps';
import { WEEKLY_AWAY_NOTE_ACTION } from './blocks/weekly-blocks';
import { weeklyAwayNoteAction } from './listeners/actions/weekly-away-note-action';
import {
  REQUEST_AUDIENCE_ACTION_IDS,
  REQUEST_AUDIENCE_PATTERN,
  requestAudienceAction,
} from './listeners/actions/request-audience-action';
import {
  AWAY_CONSENT_ACTION_IDS,
  AWAY_CONSENT_PATTERN,
  awayConsentAction,
} from './listeners/actions/away-consent-action';
import {
  WATCH_PATTERNS,
  WATCH_SENDS,
  watchClaimAction,
  watchEndAction,
  watchLeadAction,
  watchMoreAction,
  watchMyTimeAction,
  watchPrayedAction,
  watchReleaseAction,
} from './watch-actions';

// Bolt's listener types differ per payload; the registry holds them as Bolt takes them.
type ActionListener = Parameters<App['action']>[1];

export interface SlackActionEntry {
  /** The action_id, or a pattern for a family of them ("daily_on_0800"). */
  readonly id: string | RegExp;
  /** Every action_id of this entry the app can send (the test taps each one through Bolt). */
  readonly sends: readonly string[];
  /** The listener; it acknowledges the tap itself, first. */
  readonly listener: (deps: SlackDeps) => unknown;
}

const fixed = (id: string, listener: (deps: SlackDeps) => unknown): SlackActionEntry => ({ id, sends: [id], listener });

export const SLACK_ACTIONS: readonly SlackActionEntry[] = [
  fixed(PRAY_ACTION, prayAction),
  fixed(SAVE_ACTION, saveAction),
  fixed(REFLECT_ACTION, reflectAction),
  fixed(IN_MY_LANGUAGE_ACTION, inMyLanguageAction),
  fixed(AMEN_ACTION, amenAction),
  fixed(WALL_PRAY_ACTION, wallPrayAction),
  fixed(DAILY_REQUEST_PRAY_ACTION, dailyRequestPrayAction),
  fixed(SHARE_PASSAGE_ACTION, sharePassageAction),
  {
    id: LINK_CONFIRM_ACTIONS,
    sends: [LINK_CONFIRM_ACTION, `${LINK_CONFIRM_ACTION}_chat`, `${LINK_CONFIRM_ACTION}_web`],
    listener: linkConfirmAction,
  },
  fixed(LINK_CANCEL_ACTION, linkCancelAction),
  fixed(UNLINK_CONFIRM_ACTION, unlinkConfirmAction),
  fixed(UNLINK_CANCEL_ACTION, unlinkCancelAction),
  fixed(OPEN_WEB_ACTION, openWebAction),
  fixed(OPEN_WEB_URL_ACTION, () => openWebUrlAction),
  {
    id: DAILY_ON_PATTERN,
    sends: DAILY_ON_ACTION_IDS,
    listener: dailyOnAction,
  },
  fixed(PLAN_START_ACTION, planStartAction),
  fixed(PLAN_DAY_DONE_ACTION, planDayDoneAction),
  fixed(GROUP_PLAN_DONE_ACTION, groupPlanDoneAction),
  fixed(GROUP_PLAN_MINE_ACTION, groupPlanMineAction),
  fixed(HOME_TODAY_ACTION, homeTodayAction),
  fixed(HOME_TIME_ACTION, homeTimeAction),
  // Group plans by buttons (decision 273).
  fixed(GROUP_PLAN_PAGE_BACK_ACTION, groupPlanPageAction),
  fixed(GROUP_PLAN_PAGE_MORE_ACTION, groupPlanPageAction),
  fixed(GROUP_PLAN_PICK_ACTION, groupPlanPickAction),
  fixed(GROUP_PLAN_TIME_ACTION, groupPlanTimeAction),
  fixed(GROUP_PLAN_NOW_ACTION, groupPlanStartAction),
  fixed(GROUP_PLAN_AT_TIME_ACTION, groupPlanStartAction),
  // A request's 30-day question: still praying, answered, archive (decision 321).
  { id: REQUEST_KEEP_PATTERN, sends: REQUEST_KEEP_ACTION_IDS, listener: requestKeepAction },
  // A channel's request widened by its author (decision 293).
  fixed(WALL_WIDEN_ACTION, wallWidenAction),
  fixed(WEEKLY_AWAY_NOTE_ACTION, weeklyAwayNoteAction),
  // The away question's yes / no (decision 330).
  { id: AWAY_CONSENT_PATTERN, sends: AWAY_CONSENT_ACTION_IDS, listener: awayConsentAction },
  // Who sees a request asked in a DM (decision 332).
  { id: REQUEST_AUDIENCE_PATTERN, sends: REQUEST_AUDIENCE_ACTION_IDS, listener: requestAudienceAction },
  // A prayer watch: its post's buttons, the private lists, the DM's lead choice (decision 356).
  { id: WATCH_PATTERNS.claim, sends: WATCH_SENDS.claim, listener: watchClaimAction },
  { id: WATCH_PATTERNS.release, sends: WATCH_SENDS.release, listener: watchReleaseAction },
  { id: WATCH_PATTERNS.prayed, sends: WATCH_SENDS.prayed, listener: watchPrayedAction },
  { id: WATCH_PATTERNS.myTime, sends: WATCH_SENDS.myTime, listener: watchMyTimeAction },
  { id: WATCH_PATTERNS.more, sends: WATCH_SENDS.more, listener: watchMoreAction },
  { id: WATCH_PATTERNS.lead, sends: WATCH_SENDS.lead, listener: watchLeadAction },
  // Ending a watch early, behind Slack's confirm (decision 370).
  { id: WATCH_PATTERNS.end, sends: WATCH_SENDS.end, listener: watchEndAction },
];

/** Whether an entry of the registry takes this action_id. */
export function isRegisteredAction(actionId: string, entries: readonly SlackActionEntry[] = SLACK_ACTIONS): boolean {
  return entries.some((e) => (typeof e.id === 'string' ? e.id === actionId : e.id.test(actionId)));
}

/** Attach every entry's listener to block_actions with its action_id. */
export function registerActions(app: App, deps: SlackDeps, entries: readonly SlackActionEntry[] = SLACK_ACTIONS): void {
  for (const e of entries) {
    app.action({ type: 'block_actions', action_id: e.id }, e.listener(deps) as ActionListener);
  }
}
