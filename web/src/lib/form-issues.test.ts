import { describe, expect, it } from 'vitest';
import {
  ZAddEmailPasswordInput,
  ZChangePasswordInput,
  ZConfirmEmailChangeInput,
  ZLoginWithPasswordInput,
  ZRegisterWithPasswordInput,
  ZRequestEmailChangeInput,
  ZRequestPasswordResetInput,
  ZResetPasswordInput,
  ZUpdateNameInput,
  ZUpdateProfileImageInput,
} from '@dps/core/accounts/account-forms';
import { ZContactMessageInput } from '@dps/core/contact/contact-form';
import { ZCreateGoalInput } from '@dps/core/goals/goal-form';
import { englishErrorText, type ErrorKey, type ErrorTitleKey } from '@dps/core/errors';
import { createTranslator } from '@dps/core/i18n/translator';
import { splitIssue } from '@dps/core/validate';
import type { z } from 'zod';
import english from '../i18n/messages/en/index';
import spanish from '../i18n/messages/es/index';
import { firstIssue, FORM_MESSAGE_KEYS, FORM_TITLE_KEYS, schemaText } from './form-issues';

const long = (n: number) => 'a'.repeat(n);
const password = 'Quiet-Psalm-23';

/** Inputs that make each form schema the web bundles say each thing it can say. */
const CASES: [z.ZodType, unknown][] = [
  [ZRegisterWithPasswordInput, {}],
  [ZRegisterWithPasswordInput, { email: 'ruth@example', password, firstName: 'Ruth' }],
  [ZRegisterWithPasswordInput, { email: 'ruth@example.com', password: '12345', firstName: 'Ruth' }],
  [ZRegisterWithPasswordInput, { email: 'ruth@example.com', password: 'password', firstName: 'Ruth' }],
  [ZRegisterWithPasswordInput, { email: 'ruth@example.com', password: long(201), firstName: 'Ruth' }],
  [ZRegisterWithPasswordInput, { email: 'ruth@example.com', password, firstName: long(101), lastName: long(101) }],
  [ZAddEmailPasswordInput, { email: 'x', password: '1' }],
  [ZLoginWithPasswordInput, { email: '', password: '' }],
  [ZRequestPasswordResetInput, { email: '' }],
  [ZRequestPasswordResetInput, { email: `${long(250)}@example.com` }],
  [ZResetPasswordInput, { token: '', newPassword: '12345' }],
  [ZResetPasswordInput, { token: 'abc', newPassword: 'password' }],
  [ZUpdateProfileImageInput, { profileImageUrl: '' }],
  [ZUpdateProfileImageInput, { profileImageUrl: long(2_000_001) }],
  [ZUpdateNameInput, { firstName: '', lastName: long(101) }],
  [ZUpdateNameInput, { firstName: long(101) }],
  [ZRequestEmailChangeInput, { newEmail: 'x' }],
  [ZConfirmEmailChangeInput, { token: '' }],
  [ZChangePasswordInput, { currentPassword: '', newPassword: '12345' }],
  [ZChangePasswordInput, { currentPassword: 'x', newPassword: 'password' }],
  [ZContactMessageInput, { name: '', email: '', subject: '', message: '' }],
  [ZContactMessageInput, { name: long(101), email: 'x', subject: long(201), message: long(5001) }],
  [ZContactMessageInput, { name: 'Ann', email: 'x', subject: 'Hi', message: 'Hello' }],
  [ZCreateGoalInput, { title: '', targetDays: 'abc', startDate: 'x' }],
  [ZCreateGoalInput, { title: long(201), targetDays: 4000 }],
];

/** What the schema said: `title.<key>` and `message.<key>`. */
function wordsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.flatMap((i) => {
    const { title, message } = splitIssue(i.message);
    return title ? [`title.${title}`, `message.${message}`] : [`message.${message}`];
  });
}

describe('form schema words in the person’s language', () => {
  const en = createTranslator('en', english);
  const es = createTranslator('es', spanish);

  it('knows every title and message key the bundled form schemas can say, in both catalogues', () => {
    const said = new Set(CASES.flatMap(([schema, input]) => wordsOf(schema, input)));
    const known = new Set([
      ...Object.keys(FORM_MESSAGE_KEYS).map((k) => `message.${k}`),
      ...Object.keys(FORM_TITLE_KEYS).map((k) => `title.${k}`),
    ]);
    expect([...said].filter((k) => !known.has(k))).toEqual([]);
    const webKeys = [
      ...Object.entries(FORM_MESSAGE_KEYS).map(([k, web]) => [`message.${k as ErrorKey}`, web!] as const),
      ...Object.entries(FORM_TITLE_KEYS).map(([k, web]) => [`title.${k as ErrorTitleKey}`, web!] as const),
    ];
    for (const [coreKey, webKey] of webKeys) {
      expect(es.has(webKey), webKey).toBe(true);
      // English reads exactly as core's catalogue says it (the spec's words, as the server answers).
      expect(en.t(webKey), coreKey).toBe(englishErrorText(coreKey));
      expect(said.has(coreKey), `${coreKey} is said by a bundled form schema`).toBe(true);
    }
  });

  it('turns the first issue into Spanish words, keeping the schema’s own message to tell issues apart', () => {
    const parsed = ZLoginWithPasswordInput.safeParse({ email: '', password: '' });
    expect(firstIssue(parsed.error!, { fallbackTitle: 'x', t: es.t })).toEqual({
      title: 'Faltan datos',
      description: 'Escribe tu correo y tu contraseña',
      field: 'email',
      source: 'emailAndPassword',
    });
    const bare = ZRegisterWithPasswordInput.safeParse({});
    expect(firstIssue(bare.error!, { fallbackTitle: 'No se pudo crear la cuenta', t: es.t })).toMatchObject({
      title: 'No se pudo crear la cuenta',
      description: 'Completa todos los campos obligatorios',
      source: 'requiredFields',
    });
  });

  it('shows zod’s own words as zod says them, and its generic failure in the person’s words', () => {
    expect(schemaText('message', 'Something new', es.t)).toBe('Something new');
    expect(schemaText('title', 'constructor', es.t)).toBe('constructor');
    expect(schemaText('message', 'Invalid input', es.t)).toBe('Revisa el formulario.');
  });

  it('reads keys, never English: the English of a schema message does not choose its Spanish', () => {
    // A schema message that happens to be the English words (not a key) is not translated.
    expect(schemaText('message', 'Please enter a valid email address.', es.t)).toBe('Please enter a valid email address.');
    expect(schemaText('message', 'invalidEmail', es.t)).toBe('Escribe un correo válido.');
  });
});
