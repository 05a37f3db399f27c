/** errorText (decision 241): an error is rendered by its key in the person's language, never found by its English. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dps/db/content/languages';
import { AppError } from '../errors';
import { tooManyAttempts } from '../rate-limit/enforce-rate-limit';
import { coreText } from './core-text';
import { errorText } from './error-text';

describe('errorText', () => {
  it('answers English as the catalogue says it, title and all, and as the error carries it', () => {
    const e = new AppError('conflict', 'emailTaken', { title: 'emailInUse' });
    expect(e.message).toBe('An account with this email already exists.');
    expect(e.title).toBe('Email in use');
    expect(errorText('en', e)).toEqual({
      message: 'An account with this email already exists.',
      title: 'Email in use',
    });
  });

  it('fills in the values of a message, in each language', () => {
    const e = new AppError('validation', 'noSuchVerse', {
      values: { book: 'John', chapter: 3, verses: 36, verse: 99 },
      title: 'passageNotFound',
    });
    expect(e.message).toBe('John 3 has 36 verses: there is no verse 99.');
    expect(errorText('es', e)).toEqual({
      message: 'John 3 tiene 36 versículos: no hay versículo 99.',
      title: 'No se encontró el pasaje',
    });
  });

  it('Spanish: a catalogued message and title', () => {
    expect(errorText('es', new AppError('conflict', 'emailTaken', { title: 'emailInUse' }))).toEqual({
      message: 'Ya existe una cuenta con este correo.',
      title: 'Correo en uso',
    });
  });

  it('finds the Spanish by key: English worded otherwise does not change which Spanish is shown', () => {
    const spanish = errorText('es', new AppError('conflict', 'emailTaken')).message;
    const reworded = {
      code: 'conflict' as const,
      key: 'emailTaken' as const,
      message: 'That email is taken, reworded.',
    };
    expect(errorText('es', reworded).message).toBe(spanish);
    // And the English catalogue itself reworded: the Spanish stays the Spanish of that key.
    const english = coreText.messages.en as Record<string, string>;
    const before = english['errors.message.emailTaken']!;
    english['errors.message.emailTaken'] = 'That email is taken, reworded.';
    try {
      expect(errorText('es', new AppError('conflict', 'emailTaken')).message).toBe(
        'Ya existe una cuenta con este correo.',
      );
    } finally {
      english['errors.message.emailTaken'] = before;
    }
  });

  it('Spanish: a rate limit says its minutes; a message without a key gets its code’s words and no English heading', () => {
    expect(errorText('es', tooManyAttempts(61))).toEqual({
      message: 'Demasiados intentos. Inténtalo de nuevo en 2 minutos.',
      title: 'Demasiados intentos',
    });
    const unkeyed = AppError.fromSchema('rate_limited', 'Too many messages.', { details: { retryAfterSeconds: 30 } });
    expect(errorText('en', unkeyed).message).toBe('Too many messages.');
    expect(errorText('es', unkeyed).message).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    const heading = AppError.fromSchema('forbidden', 'Nope.', { title: 'Uncatalogued' });
    expect(errorText('en', heading)).toEqual({ message: 'Nope.', title: 'Uncatalogued' });
    expect(errorText('es', heading)).toEqual({ message: 'No tienes permiso para hacer eso.' });
  });

  it('a schema message the catalogue holds is carried by its key', () => {
    const e = AppError.fromSchema('validation', 'Please enter a valid email address.', { title: 'Invalid Email' });
    expect(e).toMatchObject({ key: 'invalidEmail', titleKey: 'invalidEmail', title: 'Invalid Email' });
    expect(errorText('es', e).message).toBe(coreText.for('es').t('errors.message.invalidEmail'));
  });

  it('every message and heading key has words in every language', () => {
    const keys = Object.keys(coreText.messages.en).filter((k) => /^errors\.(message|title)\./.test(k));
    expect(keys.length).toBeGreaterThan(100);
    for (const language of LANGUAGES) {
      const missing = keys.filter((k) => coreText.messages[language][k] === undefined);
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});
