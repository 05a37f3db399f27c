/** errorText (decision 241): an error is rendered by its key in the person's language, never found by its English. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dps/db/content/languages';
import { ZContactMessageInput } from '../contact/contact-form';
import { AppError } from '../errors';
import { tooManyAttempts } from '../rate-limit/enforce-rate-limit';
import { coreText } from './core-text';
import { errorText } from './error-text';
import englishErrors from './messages/en/errors.json';
import { parseInput } from '../validate';
import { readReference } from '../scripture/passage-reference';

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

  it('names a Bible book in the person’s language, whatever language the reference was read in (decision 260)', () => {
    expect(() => readReference('Matthew 29', 'web', 'en')).toThrow('Matthew has 28 chapters: there is no chapter 29.');
    const asRead = (ref: string) => {
      try {
        readReference(ref, 'web', 'en');
      } catch (e) {
        return e as AppError;
      }
      throw new Error(`${ref} was read`);
    };
    expect(errorText('es', asRead('Matthew 29')).message).toBe('Mateo tiene 28 capítulos: no hay capítulo 29.');
    expect(errorText('es', asRead('Mateo 5:99')).message).toBe('Mateo 5 tiene 48 versículos: no hay versículo 99.');
    expect(errorText('es', asRead('Mateo')).message).toBe('«Mateo» es un libro entero. Pide un capítulo, como Mateo 1.');
    expect(errorText('en', asRead('Mateo 29')).message).toBe('Matthew has 28 chapters: there is no chapter 29.');
  });

  it('counts through plural rules: one verse, many verses', () => {
    const verses = (n: number) =>
      new AppError('validation', 'noSuchVerse', { values: { book: 'John', chapter: 3, verses: n, verse: 99 } });
    expect(errorText('en', verses(1)).message).toBe('John 3 has 1 verse: there is no verse 99.');
    expect(errorText('es', verses(1)).message).toBe('John 3 tiene 1 versículo: no hay versículo 99.');
    expect(errorText('es', verses(36)).message).toBe('John 3 tiene 36 versículos: no hay versículo 99.');
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

  it('a schema message is its key: carried as the key, its English only rendered from it', () => {
    const e = AppError.fromSchema('validation', 'invalidEmail', { title: 'invalidEmail' });
    expect(e).toMatchObject({ key: 'invalidEmail', titleKey: 'invalidEmail', title: 'Invalid Email' });
    expect(e.message).toBe('Please enter a valid email address.');
    expect(errorText('es', e).message).toBe(coreText.for('es').t('errors.message.invalidEmail'));
    // English words in a schema are not looked up: they are zod-like words without a key.
    const words = AppError.fromSchema('validation', 'Please enter a valid email address.', { title: 'Invalid Email' });
    expect(words).toMatchObject({ key: undefined, titleKey: undefined, message: 'Please enter a valid email address.' });
    expect(errorText('es', words)).toEqual({ message: coreText.for('es').t('errors.code.validation') });
  });

  it('a schema’s failure keeps its Spanish when the English of its message is reworded (no lookup by English)', () => {
    const fail = () => {
      try {
        parseInput(ZContactMessageInput, { name: 'Ann', email: 'not-an-email', subject: 'Hi', message: 'Hello' });
      } catch (e) {
        if (e instanceof AppError) return e;
      }
      throw new Error('expected a validation error');
    };
    const before = fail();
    expect(before).toMatchObject({ key: 'invalidEmail', titleKey: 'invalidEmail', message: 'Please enter a valid email address.' });
    const spanish = errorText('es', before);
    // Reword the English in the catalogue core reads (the module errors.ts imports, and the rendered copy).
    const catalogue = englishErrors.message as Record<string, string>;
    const rendered = coreText.messages.en as Record<string, string>;
    const was = [catalogue.invalidEmail!, rendered['errors.message.invalidEmail']!] as const;
    catalogue.invalidEmail = 'That does not look like an email address.';
    rendered['errors.message.invalidEmail'] = 'That does not look like an email address.';
    try {
      const after = fail();
      expect(after.key).toBe('invalidEmail');
      expect(errorText('es', after)).toEqual(spanish);
      expect(spanish.message).toBe(coreText.for('es').t('errors.message.invalidEmail'));
    } finally {
      catalogue.invalidEmail = was[0];
      rendered['errors.message.invalidEmail'] = was[1];
    }
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
