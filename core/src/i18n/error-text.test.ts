/** errorText (decision 241): English exactly as thrown; Spanish from the catalogue, else by code. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { tooManyAttempts } from '../rate-limit/enforce-rate-limit';
import { errorText } from './error-text';

describe('errorText', () => {
  it('answers English byte for byte, title and all', () => {
    const e = new AppError('validation', 'Anything at all, even uncatalogued.', { title: 'Some Heading' });
    expect(errorText('en', e)).toEqual({ message: 'Anything at all, even uncatalogued.', title: 'Some Heading' });
  });

  it('Spanish: a catalogued message and title', () => {
    expect(
      errorText(
        'es',
        new AppError('conflict', 'An account with this email already exists.', { title: 'Email in use' }),
      ),
    ).toEqual({
      message: 'Ya existe una cuenta con este correo.',
      title: 'Correo en uso',
    });
  });

  it('Spanish: a rate limit says its minutes; an unknown message gets its code’s words and no English heading', () => {
    expect(errorText('es', tooManyAttempts(61))).toEqual({
      message: 'Demasiados intentos. Inténtalo de nuevo en 2 minutos.',
      title: 'Demasiados intentos',
    });
    expect(
      errorText('es', new AppError('rate_limited', 'Too many messages.', { details: { retryAfterSeconds: 30 } }))
        .message,
    ).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(errorText('es', new AppError('forbidden', 'Nope.', { title: 'Uncatalogued' }))).toEqual({
      message: 'No tienes permiso para hacer eso.',
    });
  });
});
