/**
 * Every word the Slack app says about a channel's plan (decision 237), in English and Spanish, in
 * one place so the catalogue (core/src/i18n) can take them over as they are. Each function takes
 * the language first. A channel has no language setting: its plan's language is the channel's; a
 * member's own messages use their account's language, else the plan's.
 *
 * Values are Slack mrkdwn unless the name ends in `Text` (plain_text: button labels). Everything
 * from outside (titles, passages, questions) goes through slackEscape here.
 */
import { slackEscape } from './blocks/text';

export type Lang = 'en' | 'es';

const e = (s: string) => slackEscape(s, { inline: true });

/** "Tuesday, May 5" / "martes 5 de mayo" for a local date. */
export function sayDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${isoDate}T12:00:00Z`))
    .replace(',', lang === 'es' ? '' : ',');
}

/** "day 1", "days 1 and 2". */
export function sayDays(lang: Lang, days: number[]): string {
  const and = lang === 'es' ? 'y' : 'and';
  const list = days.length <= 1 ? String(days[0] ?? '') : `${days.slice(0, -1).join(', ')} ${and} ${days.at(-1)}`;
  return `${days.length === 1 ? (lang === 'es' ? 'el día' : 'day') : lang === 'es' ? 'los días' : 'days'} ${list}`;
}

export const words = {
  /** The plan part of the channel's daily post. */
  day: (
    lang: Lang,
    p: { planTitle: string; day: number; length: number; title: string; passages: string; question: string | null },
  ) =>
    [
      lang === 'es'
        ? `*📖 ${e(p.planTitle)}* · Día ${p.day} de ${p.length}`
        : `*📖 ${e(p.planTitle)}* · Day ${p.day} of ${p.length}`,
      `*${e(p.title)}*`,
      lang === 'es' ? `Lee: ${p.passages}` : `Read: ${p.passages}`,
      ...(p.question
        ? [
            lang === 'es' ? `💬 Para conversar: _${e(p.question)}_` : `💬 For the channel: _${e(p.question)}_`,
            lang === 'es' ? 'Conversen en el hilo de este mensaje.' : "Talk about it in this post's thread.",
          ]
        : []),
    ].join('\n'),
  doneCount: (lang: Lang, n: number) =>
    n === 0
      ? lang === 'es'
        ? 'Nadie ha marcado este día todavía: toca ☑️ Hecho cuando lo hayas leído.'
        : 'No one has marked this day yet: tap ☑️ Done when you have read it.'
      : lang === 'es'
        ? `✅ *${n}* ${n === 1 ? 'lo terminó' : 'lo terminaron'}`
        : `✅ *${n} done*`,
  doneButtonText: (lang: Lang) => (lang === 'es' ? '☑️ Hecho' : '☑️ Done'),
  summary: (lang: Lang, s: { planTitle: string; length: number; members: number; finished: number }) => {
    if (s.members === 0)
      return lang === 'es'
        ? `🏁 *${e(s.planTitle)}* terminó. Nadie marcó un día esta vez; pueden empezar otro plan cuando quieran.`
        : `🏁 *${e(s.planTitle)}* is over. No one marked a day this time; you can start another plan whenever you like.`;
    return lang === 'es'
      ? `🏁 ${s.finished} de ${s.members} terminaron *${e(s.planTitle)}* (los ${s.length} días).\nGracias por leerlo juntos. Toca 🙋 Mi parte para ver la tuya.`
      : `🏁 ${s.finished} of ${s.members} finished *${e(s.planTitle)}* (all ${s.length} days).\nThank you for reading it together. Tap 🙋 My part to see yours.`;
  },
  myPartButtonText: (lang: Lang) => (lang === 'es' ? '🙋 Mi parte' : '🙋 My part'),
  whereAmIButtonText: (lang: Lang) => (lang === 'es' ? '📍 ¿Dónde voy?' : '📍 Where am I?'),
  dayDoneButtonText: (lang: Lang, day: number, done: boolean) =>
    done ? (lang === 'es' ? `✅ Día ${day} hecho` : `✅ Day ${day} done`) : lang === 'es' ? `☑️ Día ${day} hecho` : `☑️ Day ${day} done`,

  /** The member's own answer after Done (only they see it). */
  done: (lang: Lang, r: { day: number; marked: boolean; doneCount: number; finished: boolean }) => {
    if (r.finished && r.marked)
      return lang === 'es' ? `🎉 ¡Leíste todos los días! (${r.doneCount} terminaron el día ${r.day})` : `🎉 You read every day! (${r.doneCount} done on day ${r.day})`;
    return r.marked
      ? lang === 'es'
        ? `✅ Día ${r.day} hecho · ${r.doneCount} en el canal.`
        : `✅ Day ${r.day} done · ${r.doneCount} in the channel.`
      : lang === 'es'
        ? `✅ Ya habías marcado el día ${r.day}.`
        : `✅ You had already marked day ${r.day}.`;
  },
  /** A member's own place (ephemeral: only they see it). */
  position: (lang: Lang, p: { planTitle: string; length: number; dueThrough: number; done: number }) =>
    lang === 'es'
      ? `*📖 ${e(p.planTitle)}*: has marcado ${p.done} de los ${p.dueThrough} días que van (el plan tiene ${p.length}). Te esperan:`
      : `*📖 ${e(p.planTitle)}*: you have marked ${p.done} of the ${p.dueThrough} days so far (the plan has ${p.length}). Waiting for you:`,
  positionDay: (lang: Lang, d: { day: number; title: string; passages: string }) =>
    lang === 'es' ? `• Día ${d.day} · *${e(d.title)}* · ${d.passages}` : `• Day ${d.day} · *${e(d.title)}* · ${d.passages}`,
  positionFooter: (lang: Lang) =>
    lang === 'es'
      ? "_Solo tú ves esto; el canal solo ve cuántos. Toca el botón de cada día cuando lo hayas leído._"
      : "_Only you see this; the channel only sees how many. Tap each day's button when you have read it._",
  upToDate: (lang: Lang, p: { planTitle: string; done: number; length: number }) =>
    lang === 'es'
      ? `*📖 ${e(p.planTitle)}*: vas al día. Has marcado ${p.done} de ${p.length} días.`
      : `*📖 ${e(p.planTitle)}*: you are up to date. You have marked ${p.done} of ${p.length} days.`,
  ownResultTitle: (lang: Lang, r: { planTitle: string; daysDone: number; length: number; finished: boolean }) =>
    r.finished
      ? lang === 'es'
        ? `Terminaste ${r.planTitle} con tu canal: ${r.daysDone} de ${r.length} días 🎉`
        : `You finished ${r.planTitle} with your channel: ${r.daysDone} of ${r.length} days 🎉`
      : lang === 'es'
        ? `${r.planTitle} terminó en tu canal: leíste ${r.daysDone} de ${r.length} días`
        : `${r.planTitle} is over in your channel: you read ${r.daysDone} of ${r.length} days`,
  ownResultBody: (lang: Lang, r: { finished: boolean }) =>
    r.finished
      ? lang === 'es'
        ? 'Gracias por leerlo juntos.'
        : 'Thank you for reading it together.'
      : lang === 'es'
        ? 'Los días que faltan siguen en los mensajes del canal: toca ☑️ Hecho cuando los leas.'
        : "The days you missed are still in the channel's posts: tap ☑️ Done when you read them.",

  /** `/prayer plan`: the channel's plan, counts only. */
  current: (
    lang: Lang,
    v: {
      planTitle: string;
      length: number;
      startDate: string;
      endDate: string;
      dayToday: number | null;
      doneByDay: number[];
      dueThrough: number;
      postTime: string | null;
      timeZone: string | null;
    },
  ) => {
    const es = lang === 'es';
    const counts = v.doneByDay
      .slice(0, v.dueThrough)
      .map((n, i) => (es ? `día ${i + 1}: ${n}` : `day ${i + 1}: ${n}`))
      .join(' · ');
    return [
      es
        ? `📖 Este canal lee *${e(v.planTitle)}* (${v.length} días), del ${sayDate(lang, v.startDate)} al ${sayDate(lang, v.endDate)}.`
        : `📖 This channel is reading *${e(v.planTitle)}* (${v.length} days), from ${sayDate(lang, v.startDate)} to ${sayDate(lang, v.endDate)}.`,
      v.dayToday !== null
        ? es
          ? `Hoy: día ${v.dayToday} de ${v.length}.`
          : `Today: day ${v.dayToday} of ${v.length}.`
        : v.dueThrough === 0
          ? es
            ? 'Todavía no empieza.'
            : 'It has not started yet.'
          : '',
      counts ? (es ? `Marcados hasta ahora: ${counts}.` : `Marked done so far: ${counts}.`) : '',
      v.postTime
        ? es
          ? `Cada día llega con la oración diaria a las ${v.postTime} (${e(v.timeZone ?? 'UTC')}).`
          : `Each day comes with the daily prayer at ${v.postTime} (${e(v.timeZone ?? 'UTC')}).`
        : es
          ? 'Este canal ya no recibe la oración diaria: vuelve a suscribirlo con `/prayer subscribe 8am`.'
          : 'This channel has no daily prayer now: subscribe it again with `/prayer subscribe 8am`.',
    ]
      .filter(Boolean)
      .join('\n');
  },
  none: (lang: Lang) =>
    lang === 'es'
      ? '📖 Este canal no está leyendo un plan. Empieza uno con `/prayer plan start id-del-plan`.'
      : "📖 This channel isn't reading a plan. Start one with `/prayer plan start plan-id`.",
  usage: (lang: Lang, plans: { id: string; title: string; length: number }[]) =>
    [
      lang === 'es'
        ? 'Empieza un plan para todo el canal: `/prayer plan start id-del-plan`, y si quieres la fecha (`/prayer plan start id-del-plan 2026-05-11`). Planes:'
        : 'Start a plan for the whole channel: `/prayer plan start plan-id`, and a date if you like (`/prayer plan start plan-id 2026-05-11`). Plans:',
      ...plans.map((p) =>
        lang === 'es' ? `• \`${p.id}\`: ${e(p.title)} (${p.length} días)` : `• \`${p.id}\`: ${e(p.title)} (${p.length} days)`,
      ),
    ].join('\n'),
  started: (
    lang: Lang,
    v: { who: string; planTitle: string; length: number; startDate: string; postTime: string; timeZone: string },
  ) =>
    lang === 'es'
      ? `📖 <@${v.who}> empezó *${e(v.planTitle)}* en este canal: desde el ${sayDate(lang, v.startDate)}, ${v.length} días. Cada día llega en la oración diaria de las ${v.postTime} (${e(v.timeZone)}) con un botón ☑️ Hecho; conversen en su hilo.`
      : `📖 <@${v.who}> started *${e(v.planTitle)}* in this channel: from ${sayDate(lang, v.startDate)}, ${v.length} days. Each day comes in the daily prayer post at ${v.postTime} (${e(v.timeZone)}) with a ☑️ Done button; talk about it in its thread.`,
  stopped: (lang: Lang, who: string, planTitle: string) =>
    lang === 'es'
      ? `⏹ <@${who}> detuvo *${e(planTitle)}* en este canal. Lo que cada uno leyó sigue siendo suyo.`
      : `⏹ <@${who}> stopped *${e(planTitle)}* in this channel. What each member read stays theirs.`,
  standing: (lang: Lang) =>
    lang === 'es'
      ? 'Solo quien suscribió este canal, un administrador del espacio de trabajo o quien creó el canal puede empezar o detener su plan.'
      : "Only whoever subscribed this channel, a workspace admin or the channel's creator can start or stop its plan.",
  inChannelOnly: (lang: Lang) =>
    lang === 'es'
      ? 'Usa `/prayer plan` en el canal que lee el plan. Para ti: `/prayer plans`.'
      : 'Use `/prayer plan` in the channel that reads the plan. For yourself: `/prayer plans`.',
  badDate: (lang: Lang) => (lang === 'es' ? 'Escribe la fecha así: 2026-05-11.' : 'Write the date like this: 2026-05-11.'),
  refusal: (lang: Lang, reason: string, d: Record<string, unknown>) => {
    const es = lang === 'es';
    switch (reason) {
      case 'no_schedule':
        return es
          ? 'Este canal todavía no recibe la oración diaria: suscríbelo con `/prayer subscribe 8am` y luego empieza el plan. Cada día del plan llega en ese mensaje.'
          : 'This channel has no daily prayer yet: subscribe it with `/prayer subscribe 8am`, then start the plan. Each plan day comes in that post.';
      case 'plan_not_found':
        return es ? 'No encuentro ese plan.' : "I can't find that plan.";
      case 'already_reading':
        return es
          ? `Este canal está leyendo ${e(String(d.planTitle ?? ''))}. Detenlo con \`/prayer plan stop\` antes de empezar otro.`
          : `This channel is reading ${e(String(d.planTitle ?? ''))}. Stop it with \`/prayer plan stop\` before starting another.`;
      case 'start_too_early':
        return es
          ? `El mensaje de ese día ya salió: el plan puede empezar el ${sayDate(lang, String(d.earliest))} o después.`
          : `That day's post has already gone out: the plan can start on ${sayDate(lang, String(d.earliest))} or later.`;
      case 'start_too_far':
        return es ? 'Elige una fecha dentro del próximo año.' : 'Choose a start date within the next year.';
      case 'not_reading':
        return es ? 'Este canal no está leyendo un plan.' : "This channel isn't reading a plan.";
      case 'stopped':
        return es ? 'El canal detuvo este plan.' : 'The channel stopped this plan.';
      case 'not_yet':
        return es ? 'Ese día todavía no llega.' : "That day hasn't come yet.";
      default:
        return es ? 'Este plan no es de este canal.' : 'This plan is not read in this channel.';
    }
  },
};
