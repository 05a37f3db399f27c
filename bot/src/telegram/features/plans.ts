/**
 * Plans in Telegram, alone (issue 21): `/plans` lists the library with a Start button and the
 * person's own plans with where they are; the "Mark day N done" button under a daily message marks
 * that day done (the same core call as the web's). Group plans are a later task.
 */
import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { markPlanDayDone } from '@dps/core/plans/mark-plan-day-done';
import { listPlans } from '@dps/core/plans/plan-library';
import { shownDay } from '@dps/core/plans/plan-position';
import { listMyPlanRuns, startPlan } from '@dps/core/plans/plan-runs';
import type { BotContext } from '../bot-context';
import { escapeHtml } from '../format';
import { planCb } from '../plan-day-html';

export const plansFeature = new Composer<BotContext>();

/** The most plans one /plans message lists (the web lists all). */
const LISTED = 12;

plansFeature.command('plans', async (c) => {
  const actor = await c.app.actor();
  const [library, mine] = await Promise.all([listPlans(actor, { language: 'en' }), listMyPlanRuns(actor)]);
  const lines: string[] = ['📖 <b>Reading plans</b>'];
  if (mine.length) {
    lines.push('', '<b>Your plans</b>');
    for (const r of mine) {
      const p = r.position;
      const where =
        p.state === 'paused'
          ? 'paused'
          : p.state === 'upcoming'
            ? `starts ${p.next?.date ?? r.startDate}`
            : `Day ${shownDay(p)} of ${p.length}${p.catchUp.length > 1 ? ` · ${p.catchUp.length} to catch up` : ''}`;
      lines.push(`• ${escapeHtml(r.planTitle)}: ${where}`);
    }
  }
  const reading = new Set(mine.map((r) => r.planId));
  const offered = library.filter((p) => !reading.has(p.id)).slice(0, LISTED);
  if (offered.length) {
    lines.push('', '<b>Start one</b> (each day comes with your daily prayer)');
    for (const p of offered)
      lines.push(`• <b>${escapeHtml(p.title)}</b> · ${p.length} days\n  ${escapeHtml(p.summary)}`);
  } else if (!mine.length) lines.push('', 'No plans are published yet.');
  lines.push('', `All plans: ${escapeHtml(`${c.app.appUrl.replace(/\/$/, '')}/plans`)}`);
  const kb = new InlineKeyboard();
  for (const p of offered) kb.text(`▶️ Start ${p.title}`.slice(0, 60), planCb.start(p.id)).row();
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: kb,
  });
});

plansFeature.callbackQuery(/^pst:([a-z0-9-]{1,60})$/, async (c) => {
  const actor = await c.app.actor();
  const run = await startPlan(actor, { planId: c.match[1]! });
  await c.answerCallbackQuery({ text: `Started ${run.planTitle} ✅` });
  await c.reply(
    `📖 You started <b>${escapeHtml(run.planTitle)}</b>. Day 1 comes with your daily prayer; mark each day done with its button.\n` +
      `Read day 1 now: ${escapeHtml(`${c.app.appUrl.replace(/\/$/, '')}/plans/runs/${run.id}/days/1`)}`,
    { parse_mode: 'HTML', link_preview_options: { is_disabled: true } },
  );
});

plansFeature.callbackQuery(/^pd:(\d{1,10}):(\d{1,3})$/, async (c) => {
  const actor = await c.app.actor();
  const runId = Number(c.match[1]);
  const day = Number(c.match[2]);
  const result = await markPlanDayDone(actor, { runId, day, channel: 'telegram' });
  const markup = c.callbackQuery.message?.reply_markup;
  if (markup) {
    const data = planCb.done(runId, day);
    const rows = markup.inline_keyboard.map((row) =>
      row.map((b) => ('callback_data' in b && b.callback_data === data ? { ...b, text: `✅ Day ${day} done` } : b)),
    );
    try {
      await c.editMessageReplyMarkup({ reply_markup: { inline_keyboard: rows } });
    } catch (e) {
      if (!(e instanceof GrammyError && /message is not modified/.test(e.description))) throw e;
    }
  }
  const p = result.run.position;
  await c.answerCallbackQuery({
    text: result.finished
      ? `You finished ${result.run.planTitle}! 🎉`
      : result.marked
        ? `Day ${day} of ${p.length} done ✅`
        : `Day ${day} was already done ✅`,
  });
});
