/** The plan day inside the push and email reminders (decision 216): one notification, one email. */
import { describe, expect, it } from 'vitest';
import type { DeliveryToSend } from '@dps/core/delivery/delivery-types';
import { reminderMail } from '../server/mail/reminder-mail';
import { pushReminderPayload } from '../server/reminders/reminder-content';

const d: DeliveryToSend = {
  id: 1,
  channel: 'email',
  target: '7',
  localDate: '2026-03-11',
  attempts: 1,
  prayer: { id: 3, title: 'Morning', content: 'Lord, be near.\n\nAmen.', scripture: null, scriptureReference: null },
  planDays: [
    {
      runId: 42,
      planId: 'seven-days-of-rest',
      planTitle: 'Seven Days of Rest',
      day: 2,
      length: 7,
      title: 'Come to <Me>',
      passages: ['Matthew 11:28-30'],
      waiting: 1,
    },
  ],
};

describe('a plan day in the web reminders', () => {
  it('push: the body names the day and the payload carries its run and day for the Done action', () => {
    const p = pushReminderPayload(d, { subscriptionId: 9, proof: 'x'.repeat(32) });
    expect(p.body).toBe('Lord, be near.\n📖 Day 2 of 7: Come to <Me>');
    expect(p.plan).toEqual({ runId: 42, day: 2, length: 7, planTitle: 'Seven Days of Rest', title: 'Come to <Me>' });
    expect(pushReminderPayload({ ...d, planDays: undefined }, { subscriptionId: 9, proof: 'p' }).plan).toBeUndefined();
  });

  it('email: the same mail holds the day, its passage linked to the reader and a Mark done link; escaped', () => {
    const mail = reminderMail({
      to: 'a@example.test',
      firstName: 'Ana',
      appName: 'Daily Prayer',
      appUrl: 'https://prayer.example',
      unsubscribeUrl: 'https://prayer.example/api/email/unsubscribe?token=t',
      localDate: d.localDate,
      prayer: d.prayer,
      planDays: d.planDays!,
    });
    expect(mail.text).toContain('📖 Seven Days of Rest · Day 2 of 7: Come to <Me>');
    expect(mail.text).toContain('Read Matthew 11:28-30: https://prayer.example/bible?ref=Matthew%2011%3A28-30');
    expect(mail.text).toContain('Mark day 2 done: https://prayer.example/plans/runs/42/days/2');
    expect(mail.html).toContain('Come to &lt;Me&gt;');
    expect(mail.html).toContain('href="https://prayer.example/bible?ref=Matthew%2011%3A28-30"');
    expect(mail.html).not.toContain('<Me>');
  });

  it('in Spanish: the push body, the mail and its dates speak the person\'s language', () => {
    const es = { ...d, language: 'es' as const };
    const p = pushReminderPayload(es, { subscriptionId: 9, proof: 'x'.repeat(32) });
    expect(p.language).toBe('es');
    expect(p.body).toBe('Lord, be near.\n📖 Día 2 de 7: Come to <Me>');
    const mail = reminderMail({
      to: 'a@example.test',
      firstName: 'Ana',
      appName: 'Daily Prayer',
      appUrl: 'https://prayer.example',
      unsubscribeUrl: 'https://prayer.example/api/email/unsubscribe?token=t',
      localDate: d.localDate,
      prayer: d.prayer,
      planDays: d.planDays!,
      notes: ['Hoy es tu día de descanso: no hace falta llevar la cuenta.'],
      language: 'es',
    });
    expect(mail.subject).toBe('🙏 La oración de hoy: Morning');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('La oración de hoy · miércoles, 11 de marzo de 2026');
    expect(mail.text).toContain('📖 Seven Days of Rest · Día 2 de 7: Come to <Me>');
    expect(mail.text).toContain('Lee Matthew 11:28-30: https://prayer.example/bible?ref=Matthew%2011%3A28-30');
    expect(mail.text).toContain('Marcar el día 2 como hecho: https://prayer.example/plans/runs/42/days/2');
    expect(mail.text).toContain('Dejar de recibir estos correos: https://prayer.example/api/email/unsubscribe?token=t');
    expect(mail.html).toContain('Ora con ella hoy');
    expect(mail.html).not.toMatch(/Pray with it|Stop these emails|Today's prayer/);
  });
});
