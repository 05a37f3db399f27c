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
});
