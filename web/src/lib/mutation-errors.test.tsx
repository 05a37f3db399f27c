// @vitest-environment jsdom
/**
 * A failed change's toast (decision 260): when the server refused it with a rule of its own (a 4xx),
 * the person reads those words, in their language, not the screen's vaguer fallback; a server fault
 * or a lost connection keeps the screen's words.
 */
import '../../vitest.setup';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refusalMessage } from './api-client';
import { reportMutationError } from './mutation-errors';
import { resetToasts, useToasts } from './toast';

const failed = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

beforeEach(() => resetToasts());

describe('reportMutationError', () => {
  it('shows the server’s precise Spanish words for a refusal, under the screen’s title', () => {
    const { result } = renderHook(() => useToasts());
    const refused = failed(400, { error: 'Una pausa dura como máximo 30 días seguidos.', title: 'Revisa los datos' });
    act(() => reportMutationError(refused, 'No se guardó', 'Inténtalo de nuevo.'));
    expect(result.current.map((t) => [t.title, t.description])).toEqual([
      ['No se guardó', 'Una pausa dura como máximo 30 días seguidos.'],
    ]);
  });

  it('keeps the screen’s words for a server fault, a network failure or an answer that is not ours', () => {
    const { result } = renderHook(() => useToasts());
    for (const error of [failed(500, { error: 'Algo salió mal.' }), new TypeError('Failed to fetch'), new Error('400: <html>')]) {
      act(() => reportMutationError(error, 'No se guardó', 'Inténtalo de nuevo.'));
      expect(result.current.at(-1)?.description).toBe('Inténtalo de nuevo.');
    }
  });
});

describe('refusalMessage', () => {
  it('is the error of a 4xx answer other than 401, and nothing else', () => {
    expect(refusalMessage(failed(409, { error: 'Ya empezaste este plan.' }))).toBe('Ya empezaste este plan.');
    expect(refusalMessage(failed(401, { error: 'Inicia sesión para continuar.' }))).toBeUndefined();
    expect(refusalMessage(failed(503, { error: 'El servicio no está disponible.' }))).toBeUndefined();
    expect(refusalMessage('400: x')).toBeUndefined();
  });
});
