import { describe, expect, it } from 'vitest';
import { graceLine, graceNews, graceRule, monthName, pauseLine, rhythmDetails, rhythmLine, weekdayName } from './rhythm-words';

describe('the rhythm in words, the same on every channel', () => {
  it('says the streak, grace days held, the rest day and a pause', () => {
    expect(rhythmLine({ streak: 12, graceHeld: 1, restDay: 0 })).toBe('12-day streak · 1 grace day held · rest day Sunday');
    expect(rhythmLine({ streak: 1, graceHeld: 2, restDay: null })).toBe('1-day streak · 2 grace days held');
    expect(rhythmLine({ streak: 0 })).toBe('No streak yet');
    expect(
      rhythmLine({ streak: 5, pause: { from: '2026-03-05', until: '2026-03-14' }, today: '2026-03-06' }),
    ).toBe('5-day streak · paused until March 14');
    // A pause that has not begun is not "paused" yet.
    expect(rhythmLine({ streak: 5, pause: { from: '2026-03-07', until: '2026-03-14' }, today: '2026-03-06' })).toBe('5-day streak');
  });

  it('tells when a grace day kept the streak', () => {
    expect(graceNews({ streak: 9, graceKeptOn: '2026-03-08' })).toBe('A grace day kept your streak on Sunday, March 8.');
    expect(graceNews({ streak: 9, graceKeptOn: null })).toBeNull();
  });

  it('says a pause in effect and one to come', () => {
    expect(pauseLine({ from: '2026-03-05', until: '2026-03-14' }, '2026-03-06')).toBe(
      'Your rhythm is paused until Saturday, March 14: no reminders, and your streak waits for you.',
    );
    expect(pauseLine({ from: '2026-03-07', until: '2026-03-14' }, '2026-03-06')).toMatch(/^Your rhythm pauses from Saturday, March 7/);
  });
});

describe('graceLine', () => {
  it('says what is held, or how far the next grace day is', () => {
    expect(graceLine(1, 0)).toBe('1 grace day held');
    expect(graceLine(2, 3)).toBe('2 grace days held');
    expect(graceLine(0, 0)).toBe('7 more days prayed earn a grace day');
    expect(graceLine(0, 6)).toBe('1 more day prayed earns a grace day');
  });
});

describe('the rhythm in Spanish', () => {
  it('says the same facts with Spanish plurals, weekdays and months', () => {
    expect(rhythmLine({ streak: 12, graceHeld: 1, restDay: 0 }, 'es')).toBe(
      'racha de 12 días · 1 día de gracia guardado · día de descanso: domingo',
    );
    expect(rhythmLine({ streak: 1, graceHeld: 2 }, 'es-MX')).toBe('racha de 1 día · 2 días de gracia guardados');
    expect(rhythmLine({ streak: 0 }, 'es')).toBe('Aún no tienes racha');
    expect(rhythmLine({ streak: 5, pause: { from: '2026-03-05', until: '2026-03-14' }, today: '2026-03-06' }, 'es')).toBe(
      'racha de 5 días · en pausa hasta el 14 de marzo',
    );
    expect(graceNews({ streak: 9, graceKeptOn: '2026-03-08' }, 'es')).toBe('Un día de gracia mantuvo tu racha el domingo, 8 de marzo.');
    expect(graceLine(0, 6, 'es')).toBe('Te falta 1 día de oración para ganar un día de gracia');
    expect(graceLine(0, 0, 'es')).toBe('Te faltan 7 días de oración para ganar un día de gracia');
    expect(pauseLine({ from: '2026-03-05', until: '2026-03-14' }, '2026-03-06', 'es')).toBe(
      'Tu ritmo está en pausa hasta el sábado, 14 de marzo: sin recordatorios, y tu racha te espera.',
    );
    expect(rhythmDetails({ streak: 3, graceHeld: 1, restDay: 6 }, 'es')).toEqual(['✨ 1 día de gracia guardado · día de descanso: sábado']);
    expect(graceRule('es')).toMatch(/^Cada 7 días que oras ganas un día de gracia/);
  });

  it('names weekdays and months through Intl, English when the language is unknown', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(3, 'es')).toBe('miércoles');
    expect(weekdayName(1, 'de')).toBe('Monday');
    expect(monthName(2, 'es')).toBe('marzo');
    expect(monthName(8, 'en', 'short')).toBe('Sep');
    expect(rhythmDetails({ streak: 3, graceHeld: 1, restDay: 0 })).toEqual(['✨ 1 grace day held · rest day Sunday']);
  });
});
