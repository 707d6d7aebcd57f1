import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorCode, errorText } from './error-text';

describe('errors by code', () => {
  it('a failure without an answer gets the client code network or timeout', () => {
    expect(errorCode(new ApiError(0, null, 'Failed to fetch'))).toBe('network');
    expect(errorCode(new ApiError(0, null, 'timeout'))).toBe('timeout');
    expect(errorCode(new ApiError(0, null, 'signal timed out', 'timeout'))).toBe('timeout');
  });

  it("an answer's code is the server's, whatever the status; no code for anything else", () => {
    expect(errorCode(new ApiError(429, { code: 'rate_limited', message: 'Demasiados intentos' }, 'x'))).toBe('rate_limited');
    expect(errorCode(new ApiError(404, { code: 'not_found', message: 'No existe' }, 'x'))).toBe('not_found');
    expect(errorCode(new ApiError(502, null, 'Bad Gateway'))).toBeUndefined();
    expect(errorCode(new Error('boom'))).toBeUndefined();
  });
});

describe('errorText', () => {
  const conflict = new ApiError(409, { code: 'conflict', message: 'Ya asignada', errors: { code: ['Ese código ya existe'] } }, 'Conflict');

  it("shows the server's translated message when it sent one", () => {
    expect(errorText(conflict, 'fallback')).toBe('Ya asignada');
  });

  it('with fieldFirst, the first field message before the general one', () => {
    expect(errorText(conflict, 'fallback', { fieldFirst: true })).toBe('Ese código ya existe');
    expect(errorText(new ApiError(403, { code: 'forbidden', message: 'Código inválido' }, 'x'), 'fallback', { fieldFirst: true })).toBe('Código inválido');
  });

  it('gives the fallback with no answer, an answer without a message, or another error', () => {
    expect(errorText(new ApiError(0, null, 'Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorText(new ApiError(500, { code: 'internal', message: '  ' }, 'Internal'), 'fallback')).toBe('fallback');
    expect(errorText(new ApiError(502, null, 'Bad Gateway'), 'fallback', { fieldFirst: true })).toBe('fallback');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
