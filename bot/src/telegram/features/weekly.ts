/**
 * The group's weekly life in Telegram (decisions 307–312): `/weekly` (a leader sets the group's
 * weekly moment), `/pulse` (a leader's pulse, always answered in the private chat), `/away yes|no`
 * (whether leaders may see that one has been away, also from the consent question's buttons,
 * decision 330), `/leader` (a leader hands on leading, or steps down), and the pulse's "Send a kind
 * note" button.
 */
import { Composer, GrammyError } from 'grammy';
import { AppError } from '@dps/core/errors';
import { coreText } from '@dps/core/i18n/core-text';
import { circlesLedBy, leaderCircleOfChat } from '@dps/core/circles/weekly/circle-leader';
import { circlePulse } from '@dps/core/circles/weekly/circle-pulse';
import { pulseMessage } from '@dps/core/circles/weekly/weekly-message';
import { sendAwayNote } from '@dps/core/circles/weekly/send-away-note';
import { memberByIdentity, setCircleLeader } from '@dps/core/circles/weekly/set-circle-leader';
import { setCircleWeekly } from '@dps/core/circles/weekly/set-circle-weekly';
import { circleWeeklies, parseWeeklyWords, weekdayName } from '@dps/core/circles/weekly/weekly-moment';
import { getSettings } from '@dps/core/settings/get-settings';
import { updateSettings } from '@dps/core/settings/update-settings';
import { AWAY_ACTION, parseAwayValue } from '@dps/core/notifications/notification-buttons';
import type { BotContext } from '../bot-context';
import { AWAY_NOTE_CALLBACK, weeklyHtml } from '../weekly-html';

export const weeklyFeature = new Composer<BotContext>();

const isGroup = (c: BotContext) => c.chat?.type === 'group' || c.chat?.type === 'supergroup';

async function say(c: BotContext) {
  return coreText.for(await c.app.language());
}

/** The circle of this group, when the sender leads it; null (and a reply) otherwise. */
async function ledHere(c: BotContext) {
  const { t } = await say(c);
  if (!isGroup(c)) {
    await c.reply(t('weekly.commands.notInGroup'));
    return null;
  }
  const actor = await c.app.actor();
  try {
    return {
      actor,
      circle: await leaderCircleOfChat(actor, { channel: 'telegram', target: String(c.chat!.id) }, actor.userId),
    };
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') {
      await c.reply(t('weekly.commands.notLeader'));
      return null;
    }
    throw e;
  }
}

weeklyFeature.command('weekly', async (c) => {
  const led = await ledHere(c);
  if (!led) return;
  const language = await c.app.language();
  const { t } = coreText.for(language);
  const words = c.match.trim();
  if (words) {
    const parsed = parseWeeklyWords(words);
    if (!parsed) {
      await c.reply(t('weekly.commands.weeklyBad'));
      return;
    }
    const w = await setCircleWeekly(led.actor, { circleId: led.circle.id, ...parsed });
    await c.reply(t('weekly.commands.weeklySet', { day: weekdayName(w.day, language), time: w.time }));
    return;
  }
  const [w] = await circleWeeklies(led.actor, led.circle.id);
  await c.reply(
    `${t('weekly.commands.weeklyNow', { day: weekdayName(w!.day, language), time: w!.time, zone: w!.timeZone })}\n${t('weekly.commands.weeklyHelp')}`,
  );
});

weeklyFeature.command('pulse', async (c) => {
  const language = await c.app.language();
  const { t } = coreText.for(language);
  let circles;
  let actor;
  if (isGroup(c)) {
    const led = await ledHere(c);
    if (!led) return;
    actor = led.actor;
    circles = [led.circle];
  } else {
    actor = await c.app.actor();
    circles = await circlesLedBy(actor, actor.userId);
    if (circles.length === 0) {
      await c.reply(t('weekly.commands.pulseNone'));
      return;
    }
  }
  // Always in the private chat: the pulse names members and requests, for the leader only.
  try {
    for (const circle of circles) {
      const { html, markup } = weeklyHtml(pulseMessage(language, await circlePulse(actor, circle, actor.userId)));
      await c.api.sendMessage(c.from!.id, html, { parse_mode: 'HTML', ...(markup ? { reply_markup: markup } : {}) });
    }
  } catch (e) {
    if (e instanceof GrammyError && e.error_code === 403) {
      await c.reply(t('weekly.commands.pulseStart'));
      return;
    }
    throw e;
  }
  if (isGroup(c)) await c.reply(t('weekly.commands.pulseSent'));
});

weeklyFeature.command('away', async (c) => {
  const { t } = await say(c);
  const actor = await c.app.actor();
  const arg = c.match.trim().toLowerCase();
  if (arg === 'yes' || arg === 'sí' || arg === 'si' || arg === 'no') {
    const on = arg !== 'no';
    await updateSettings(actor, { awayVisibleToLeaders: on });
    await c.reply(t(on ? 'weekly.commands.awayYes' : 'weekly.commands.awayNo'));
    return;
  }
  const { awayVisibleToLeaders } = await getSettings(actor);
  await c.reply(t('weekly.commands.awayNow', { on: String(awayVisibleToLeaders) }));
});

weeklyFeature.command('leader', async (c) => {
  const led = await ledHere(c);
  if (!led) return;
  const { t } = await say(c);
  const arg = c.match.trim().toLowerCase();
  if (arg === 'stepdown' || arg === 'step down' || arg === 'dejar') {
    await setCircleLeader(led.actor, { circleId: led.circle.id, userId: led.actor.userId, isLeader: false });
    await c.reply(t('weekly.commands.leaderStepped'));
    return;
  }
  const to = c.message?.reply_to_message?.from;
  const member =
    to && !to.is_bot
      ? await memberByIdentity(led.actor, led.circle.id, { provider: 'telegram', subject: String(to.id) })
      : null;
  if (member === null) {
    await c.reply(t('weekly.commands.leaderHelp'));
    return;
  }
  const made = await setCircleLeader(led.actor, { circleId: led.circle.id, userId: member, isLeader: true });
  await c.reply(t('weekly.commands.leaderMade', { name: made.firstName || to!.first_name }));
});

weeklyFeature.callbackQuery(AWAY_NOTE_CALLBACK, async (c) => {
  const [, circleId, userId] = c.match as RegExpMatchArray;
  const { t } = await say(c);
  const actor = await c.app.actor();
  try {
    const { firstName } = await sendAwayNote(actor, { circleId: Number(circleId), userId: Number(userId) });
    await c.answerCallbackQuery({ text: t('weekly.commands.noteSent', { name: firstName }) });
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') {
      await c.answerCallbackQuery({ text: t('weekly.commands.noteGone') });
      return;
    }
    throw e;
  }
});

// The consent question's "Yes, they may" / "No" (decision 330): the same setting as `/away`, for the
// person who taps. Someone the app did not know before the tap is not the one asked: nothing changes.
weeklyFeature.callbackQuery(new RegExp(`^${AWAY_ACTION}:(.+)$`), async (c) => {
  const on = parseAwayValue(c.match[1]);
  const { t } = await say(c);
  if (on === null) {
    await c.answerCallbackQuery();
    return;
  }
  const { actor, created } = await c.app.person();
  if (created) {
    await c.answerCallbackQuery({ text: t('weekly.consent.notYours'), show_alert: true });
    return;
  }
  await updateSettings(actor, { awayVisibleToLeaders: on });
  await c.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } });
  await c.answerCallbackQuery();
  await c.reply(t(on ? 'weekly.commands.awayYes' : 'weekly.commands.awayNo'));
});
