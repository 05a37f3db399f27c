import { describe, expect, it } from 'vitest';
import { AppError } from '@dps/core/errors';
import { appErrorReply, waitPhrase } from './errors';

describe('waitPhrase', () => {
  it('says seconds, minutes or hours as a person would', () => {
    expect(waitPhrase(1)).toBe('1 second');
    expect(waitPhrase(45)).toBe('45 seconds');
    expect(waitPhrase(89.2)).toBe('90 seconds');
    expect(waitPhrase(90)).toBe('2 minutes');
    expect(waitPhrase(60 * 15)).toBe('15 minutes');
    expect(waitPhrase(3600)).toBe('60 minutes');
    expect(waitPhrase(3 * 3600)).toBe('3 hours');
  });

  it('is what a rate-limited person reads (an hour is not "3600 seconds")', () => {
    const e = new AppError('rate_limited', 'tooManyCodeAttempts', {
      values: { minutes: 60 },
      details: { retryAfterSeconds: 3600 },
    });
    expect(appErrorReply(e).text).toBe('Too many attempts. Please try again in 60 minutes.');
  });
});
