/**
 * Every word the Telegram bot says about a group's plan (decision 237), in English and Spanish, in
 * one place so the catalogue (core/src/i18n) can take them over as they are. Each function takes
 * the language first. A group has no language setting: its plan's language is the group's; a
 * person's own messages use their account's language, else the plan's.
 *
 * Values are HTML for Telegram unless the name ends in `Text` (popups, button labels: plain text).
 * Everything from outside (titles, passages, questions, chat names) is escaped here.
 */
import { escapeHtml } from './format';

export type Lang = 'en' | 'es';

/** 'en' or 'es' from a Telegram `language_code` ('es-419' → 'es'); English otherwise. */
export const langOf = (code: string | null | undefined): Lang => (code?.toLowerCase().startsWith('es') ? 'es' : 'en');

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

/** "day 1", "days 1 and 2", "days 1, 2 and 4" (the days a member has waiting). */
export function sayDays(lang: Lang, days: number[]): string {
  const and = lang === 'es' ? 'y' : 'and';
  const list = days.length <= 1 ? String(days[0] ?? '') : `${days.slice(0, -1).join(', ')} ${and} ${days.at(-1)}`;
  return `${days.length === 1 ? (lang === 'es' ? 'el día' : 'day') : lang === 'es' ? 'los días' : 'days'} ${list}`;
}

export const words = {
  /** The plan part of the group's daily post: its first line. */
  dayHeading: (lang: Lang, p: { planTitle: string; day: number; length: number }) =>
    lang === 'es'
      ? `📖 <b>${escapeHtml(p.planTitle)}</b> · Día ${p.day} de ${p.length}`
      : `📖 <b>${escapeHtml(p.planTitle)}</b> · Day ${p.day} of ${p.length}`,
  read: (lang: Lang, passagesHtml: string) => (lang === 'es' ? `Lee: ${passagesHtml}` : `Read: ${passagesHtml}`),
  question: (lang: Lang, q: string) =>
    lang === 'es' ? `💬 Para conversar: <i>${escapeHtml(q)}</i>` : `💬 For the group: <i>${escapeHtml(q)}</i>`,
  repliesHint: (lang: Lang) =>
    lang === 'es' ? 'Respondan a este mensaje para conversar.' : 'Reply to this post to talk about it.',
  doneCount: (lang: Lang, n: number) =>
    n === 0
      ? lang === 'es'
        ? 'Nadie ha marcado este día todavía: toca ☑️ Hecho cuando lo hayas leído.'
        : 'No one has marked this day yet: tap ☑️ Done when you have read it.'
      : lang === 'es'
        ? `✅ <b>${n}</b> ${n === 1 ? 'lo terminó' : 'lo terminaron'}`
        : `✅ <b>${n} done</b>`,
  doneButtonText: (lang: Lang) => (lang === 'es' ? '☑️ Hecho' : '☑️ Done'),

  /** The summary, the day after the last day: "9 of 11 finished Psalms of Rest". Never who. */
  summary: (lang: Lang, s: { planTitle: string; length: number; members: number; finished: number }) => {
    const title = `<b>${escapeHtml(s.planTitle)}</b>`;
    if (s.members === 0)
      return lang === 'es'
        ? `🏁 ${title} terminó. Nadie marcó un día esta vez; pueden empezar otro plan cuando quieran.`
        : `🏁 ${title} is over. No one marked a day this time; you can start another plan whenever you like.`;
    return lang === 'es'
      ? `🏁 ${s.finished} de ${s.members} terminaron ${title} (los ${s.length} días).\nGracias por leerlo juntos. Toca 🙋 Mi parte para ver la tuya.`
      : `🏁 ${s.finished} of ${s.members} finished ${title} (all ${s.length} days).\nThank you for reading it together. Tap 🙋 My part to see yours.`;
  },
  myPartButtonText: (lang: Lang) => (lang === 'es' ? '🙋 Mi parte' : '🙋 My part'),
  whereAmIButtonText: (lang: Lang) => (lang === 'es' ? '📍 ¿Dónde voy?' : '📍 Where am I?'),

  /** A member's popup after Done. */
  doneText: (lang: Lang, r: { day: number; marked: boolean; doneCount: number; finished: boolean }) => {
    if (r.finished && r.marked)
      return lang === 'es' ? `¡Leíste todos los días! 🎉 (${r.doneCount} terminaron el día ${r.day})` : `You read every day! 🎉 (${r.doneCount} done on day ${r.day})`;
    return r.marked
      ? lang === 'es'
        ? `Día ${r.day} hecho ✅ · ${r.doneCount} en el grupo`
        : `Day ${r.day} done ✅ · ${r.doneCount} in the group`
      : lang === 'es'
        ? `Ya habías marcado el día ${r.day} ✅`
        : `You had already marked day ${r.day} ✅`;
  },
  sentPrivatelyText: (lang: Lang) =>
    lang === 'es' ? 'Te escribí en privado dónde vas 📖' : 'I sent you where you are, in our private chat 📖',

  /** A member's own place, in the private chat (only they see it). */
  position: (
    lang: Lang,
    p: { planTitle: string; chatTitle: string | null; length: number; dueThrough: number; done: number },
  ) => {
    const where = p.chatTitle ? (lang === 'es' ? ` · con ${escapeHtml(p.chatTitle)}` : ` · with ${escapeHtml(p.chatTitle)}`) : '';
    return lang === 'es'
      ? `📖 <b>${escapeHtml(p.planTitle)}</b>${where}\nHas marcado ${p.done} de los ${p.dueThrough} días que van (el plan tiene ${p.length}). Te esperan:`
      : `📖 <b>${escapeHtml(p.planTitle)}</b>${where}\nYou have marked ${p.done} of the ${p.dueThrough} days so far (the plan has ${p.length}). Waiting for you:`;
  },
  positionDay: (lang: Lang, d: { day: number; title: string; passagesHtml: string }) =>
    lang === 'es'
      ? `• Día ${d.day} · <b>${escapeHtml(d.title)}</b> · ${d.passagesHtml}`
      : `• Day ${d.day} · <b>${escapeHtml(d.title)}</b> · ${d.passagesHtml}`,
  positionFooter: (lang: Lang) =>
    lang === 'es'
      ? '<i>Toca el botón de cada día cuando lo hayas leído. Solo tú ves esto; el grupo solo ve cuántos.</i>'
      : "<i>Tap each day's button when you have read it. Only you see this; the group only sees how many.</i>",
  upToDate: (lang: Lang, p: { planTitle: string; done: number; length: number }) =>
    lang === 'es'
      ? `📖 <b>${escapeHtml(p.planTitle)}</b>: vas al día. Has marcado ${p.done} de ${p.length} días.`
      : `📖 <b>${escapeHtml(p.planTitle)}</b>: you are up to date. You have marked ${p.done} of ${p.length} days.`,
  dayDoneButtonText: (lang: Lang, day: number, done: boolean) =>
    done ? (lang === 'es' ? `✅ Día ${day} hecho` : `✅ Day ${day} done`) : lang === 'es' ? `☑️ Día ${day} hecho` : `☑️ Day ${day} done`,
  /** The same in a popup (≤ 200 characters), when the bot cannot write to the member privately. */
  positionText: (lang: Lang, p: { planTitle: string; catchUp: number[] }) => {
    const one = p.catchUp.length === 1;
    return (
      p.catchUp.length === 0
        ? lang === 'es'
          ? `${p.planTitle}: vas al día ✅`
          : `${p.planTitle}: you are up to date ✅`
        : lang === 'es'
          ? `${p.planTitle}: te ${one ? 'espera' : 'esperan'} ${sayDays(lang, p.catchUp)}. ${one ? 'Léelo' : 'Léelos'} en los mensajes anteriores y toca ☑️ Hecho; para los enlaces, escríbeme en privado (/start).`
          : `${p.planTitle}: ${sayDays(lang, p.catchUp)} ${one ? 'is' : 'are'} waiting for you. Read ${one ? 'it' : 'them'} in the earlier posts and tap ☑️ Done; for the links, start a chat with me (/start).`
    ).slice(0, 200);
  },

  /** A member's own result at the end (the notification, the "My part" button). */
  ownResultTitle: (lang: Lang, r: { planTitle: string; daysDone: number; length: number; finished: boolean }) =>
    r.finished
      ? lang === 'es'
        ? `Terminaste ${r.planTitle} con tu grupo: ${r.daysDone} de ${r.length} días 🎉`
        : `You finished ${r.planTitle} with your group: ${r.daysDone} of ${r.length} days 🎉`
      : lang === 'es'
        ? `${r.planTitle} terminó en tu grupo: leíste ${r.daysDone} de ${r.length} días`
        : `${r.planTitle} is over in your group: you read ${r.daysDone} of ${r.length} days`,
  ownResultBody: (lang: Lang, r: { finished: boolean }) =>
    r.finished
      ? lang === 'es'
        ? 'Gracias por leerlo juntos.'
        : 'Thank you for reading it together.'
      : lang === 'es'
        ? 'Los días que faltan te esperan en los mensajes del grupo: toca ☑️ Hecho cuando los leas.'
        : "The days you missed are still in the group's posts: tap ☑️ Done when you read them.",

  /** /plan in the group: the current plan, counts only. */
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
    const when =
      lang === 'es'
        ? `del ${sayDate(lang, v.startDate)} al ${sayDate(lang, v.endDate)}`
        : `from ${sayDate(lang, v.startDate)} to ${sayDate(lang, v.endDate)}`;
    const today =
      v.dayToday === null
        ? v.dueThrough === 0
          ? lang === 'es'
            ? 'Todavía no empieza.'
            : 'It has not started yet.'
          : ''
        : lang === 'es'
          ? `Hoy: día ${v.dayToday} de ${v.length}.`
          : `Today: day ${v.dayToday} of ${v.length}.`;
    const counts = v.doneByDay
      .slice(0, v.dueThrough)
      .map((n, i) => (lang === 'es' ? `día ${i + 1}: ${n}` : `day ${i + 1}: ${n}`))
      .join(' · ');
    const post = v.postTime
      ? lang === 'es'
        ? `Cada día llega con la oración diaria a las ${v.postTime} (${escapeHtml(v.timeZone ?? 'UTC')}).`
        : `Each day comes with the daily prayer at ${v.postTime} (${escapeHtml(v.timeZone ?? 'UTC')}).`
      : lang === 'es'
        ? 'Este grupo ya no tiene oración diaria: un administrador la vuelve a poner con /remind 08:00.'
        : 'This group has no daily prayer post now: an admin sets it again with /remind 08:00.'
    return [
      lang === 'es'
        ? `📖 Este grupo lee <b>${escapeHtml(v.planTitle)}</b> (${v.length} días), ${when}.`
        : `📖 This group is reading <b>${escapeHtml(v.planTitle)}</b> (${v.length} days), ${when}.`,
      today,
      counts ? (lang === 'es' ? `Marcados hasta ahora: ${counts}.` : `Marked done so far: ${counts}.`) : '',
      post,
    ]
      .filter(Boolean)
      .join('\n');
  },
  none: (lang: Lang) =>
    lang === 'es'
      ? '📖 Este grupo no está leyendo un plan. Un administrador puede empezar uno: <code>/plan start</code> y el plan.'
      : "📖 This group isn't reading a plan. An admin can start one: <code>/plan start</code> and the plan.",
  /** `/plan start` without a plan, or an unknown one: how to, with the plans to choose from. */
  usage: (lang: Lang, plans: { id: string; title: string; length: number }[]) =>
    [
      lang === 'es'
        ? 'Empieza un plan para todo el grupo: <code>/plan start id-del-plan</code>, y si quieres la fecha (<code>/plan start id-del-plan 2026-05-11</code>). Planes:'
        : 'Start a plan for the whole group: <code>/plan start plan-id</code>, and a date if you like (<code>/plan start plan-id 2026-05-11</code>). Plans:',
      ...plans.map((p) =>
        lang === 'es'
          ? `• <code>${escapeHtml(p.id)}</code>: ${escapeHtml(p.title)} (${p.length} días)`
          : `• <code>${escapeHtml(p.id)}</code>: ${escapeHtml(p.title)} (${p.length} days)`,
      ),
    ].join('\n'),
  started: (lang: Lang, v: { planTitle: string; length: number; startDate: string; postTime: string; timeZone: string }) =>
    lang === 'es'
      ? `📖 <b>${escapeHtml(v.planTitle)}</b> empieza aquí el ${sayDate(lang, v.startDate)} (${v.length} días). Cada día llega en la oración diaria de las ${v.postTime} (${escapeHtml(v.timeZone)}) con un botón ☑️ Hecho; conversen en las respuestas. Un administrador lo detiene con /plan stop.`
      : `📖 <b>${escapeHtml(v.planTitle)}</b> starts here on ${sayDate(lang, v.startDate)} (${v.length} days). Each day comes in the daily prayer post at ${v.postTime} (${escapeHtml(v.timeZone)}) with a ☑️ Done button; talk about it in the replies. An admin can stop it with /plan stop.`,
  stopped: (lang: Lang, planTitle: string) =>
    lang === 'es'
      ? `⏹ Este grupo detuvo <b>${escapeHtml(planTitle)}</b>. Lo que cada uno leyó sigue siendo suyo.`
      : `⏹ This group stopped <b>${escapeHtml(planTitle)}</b>. What each member read stays theirs.`,
  adminsOnly: (lang: Lang) =>
    lang === 'es'
      ? 'Solo los administradores del grupo pueden empezar o detener el plan del grupo.'
      : "Only group admins can start or stop the group's plan.",
  onlyInGroups: (lang: Lang) =>
    lang === 'es'
      ? 'En un grupo, <code>/plan</code> muestra el plan del grupo y sus administradores lo empiezan con <code>/plan start</code>. Para ti: /plans.'
      : 'In a group, <code>/plan</code> shows the group\'s plan and its admins start one with <code>/plan start</code>. For yourself: /plans.',
  badDate: (lang: Lang) =>
    lang === 'es' ? 'Escribe la fecha así: 2026-05-11.' : 'Write the date like this: 2026-05-11.',

  /** Why a group plan action was refused (core's `details.reason`). */
  refusal: (lang: Lang, reason: string, d: Record<string, unknown>) => {
    const es = lang === 'es';
    switch (reason) {
      case 'no_schedule':
        return es
          ? 'Este grupo todavía no tiene oración diaria: un administrador pone su hora con /remind 08:00 y luego empieza el plan. Cada día del plan llega en ese mensaje.'
          : 'This group has no daily prayer post yet: an admin sets its time with /remind 08:00, then starts the plan. Each plan day comes in that post.';
      case 'plan_not_found':
        return es ? 'No encuentro ese plan.' : "I can't find that plan.";
      case 'already_reading':
        return es
          ? `Este grupo está leyendo ${escapeHtml(String(d.planTitle ?? ''))}. Un administrador lo detiene con /plan stop antes de empezar otro.`
          : `This group is reading ${escapeHtml(String(d.planTitle ?? ''))}. An admin stops it with /plan stop before starting another.`;
      case 'start_too_early':
        return es
          ? `El mensaje de ese día ya salió: el plan puede empezar el ${sayDate(lang, String(d.earliest))} o después.`
          : `That day's post has already gone out: the plan can start on ${sayDate(lang, String(d.earliest))} or later.`;
      case 'start_too_far':
        return es ? 'Elige una fecha dentro del próximo año.' : 'Choose a start date within the next year.';
      case 'not_reading':
        return es ? 'Este grupo no está leyendo un plan.' : "This group isn't reading a plan.";
      case 'stopped':
        return es ? 'El grupo detuvo este plan.' : 'The group stopped this plan.';
      case 'not_yet':
        return es ? 'Ese día todavía no llega.' : "That day hasn't come yet.";
      default:
        return es ? 'Este plan no es de este grupo.' : 'This plan is not read in this group.';
    }
  },
};
