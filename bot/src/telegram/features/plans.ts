/**
 * Plans in Telegram, alone (decision 215): `/plans` lists the library with a Start button and the
 * person's own plans with where they are; the "Mark day N done" button under a daily message marks
 * that day done (the same core call as the web's). Group plans live in group-plan.ts (decision 237).
 * Every word in the person's language (decision 239): the library they are offered is the one in
 * their language; the plans they already read keep their own titles.
 */
import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { markPlanDayDone } from '@dps/core/plans/mark-plan-day-done';
import { listPlans } from '@dps/core/plans/list-plans';
import { shownDay } from '@dps/core/plans/plan-position';
import { listMyPlanRuns } from '@dps/core/plans/list-my-plan-runs';
import { startPlan } from '@dps/core/plans/start-plan';
import type { BotContext } from '../bot-context';
import { weekdayAndDate } from '../format';
import { planCb } from '../plan-day-html';

export const plansFeature = new Composer<BotContext>();

/** The most plans one /plans message lists (the web lists all). */
const LISTED = 12;

plansFeature.command('plans', async (c) => {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const { rich, t, language } = words;
  // The library in the person's language (plans exist per language); their own plans in any.
  const [library, mine] = await Promise.all([listPlans(actor, { language }), listMyPlanRuns(actor)]);
  const lines: string[] = [rich('telegramPlans.list.heading')];
  if (mine.length) {
    lines.push('', rich('telegramPlans.list.mine'));
    for (const r of mine) {
      const p = r.position;
      const title = r.planTitle;
      lines.push(
        p.state === 'paused'
          ? rich('telegramPlans.mine.paused', { title })
          : p.state === 'upcoming'
            ? rich('telegramPlans.mine.upcoming', { title, date: weekdayAndDate(p.next?.date ?? r.startDate, language) })
            : p.catchUp.length > 1
              ? rich('telegramPlans.mine.catchUp', { title, day: shownDay(p), length: p.length, count: p.catchUp.length })
              : rich('telegramPlans.mine.day', { title, day: shownDay(p), length: p.length }),
      );
    }
  }
  const reading = new Set(mine.map((r) => r.planId));
  const offered = library.filter((p) => !reading.has(p.id)).slice(0, LISTED);
  if (offered.length) {
    lines.push('', rich('telegramPlans.list.start'));
    for (const p of offered)
      lines.push(rich('telegramPlans.list.offered', { title: p.title, count: p.length, summary: p.summary }));
  } else if (!mine.length) lines.push('', rich('telegramPlans.list.none'));
  lines.push('', rich('telegramPlans.list.all', { url: `${c.app.appUrl.replace(/\/$/, '')}/plans` }));
  const kb = new InlineKeyboard();
  for (const p of offered) kb.text(t('telegramPlans.button.start', { title: p.title }).slice(0, 60), planCb.start(p.id)).row();
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: kb,
  });
});

plansFeature.callbackQuery(/^pst:([a-z0-9-]{1,60})$/, async (c) => {
  const actor = await c.app.actor();
  const { rich, t } = await c.app.words();
  const run = await startPlan(actor, { planId: c.match[1]! });
  await c.answerCallbackQuery({ text: t('telegramPlans.started.popup', { title: run.planTitle }) });
  await c.reply(
    rich('telegramPlans.started.message', {
      title: run.planTitle,
      url: `${c.app.appUrl.replace(/\/$/, '')}/plans/runs/${run.id}/days/1`,
    }),
    { parse_mode: 'HTML', link_preview_options: { is_disabled: true } },
  );
});

plansFeature.callbackQuery(/^pd:(\d{1,10}):(\d{1,3})$/, async (c) => {
  const actor = await c.app.actor();
  const { t } = await c.app.words();
  const runId = Number(c.match[1]);
  const day = Number(c.match[2]);
  const result = await markPlanDayDone(actor, { runId, day, channel: 'telegram' });
  const markup = c.callbackQuery.message?.reply_markup;
  if (markup) {
    const data = planCb.done(runId, day);
    const label = t('telegramPlans.button.done', { day });
    const rows = markup.inline_keyboard.map((row) =>
      row.map((b) => ('callback_data' in b && b.callback_data === data ? { ...b, text: label } : b)),
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
      ? t('telegramPlans.done.finished', { title: result.run.planTitle })
      : result.marked
        ? t('telegramPlans.done.marked', { day, length: p.length })
        : t('telegramPlans.done.already', { day }),
  });
});
