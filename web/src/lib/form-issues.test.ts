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
import { createTranslator } from '@dps/core/i18n/translator';
import { splitSpecMessage } from '@dps/core/validate';
import type { z } from 'zod';
import english from '../i18n/messages/en/index';
import spanish from '../i18n/messages/es/index';
import { firstIssue, SCHEMA_MESSAGE_KEYS, schemaText } from './form-issues';

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

function wordsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.flatMap((i) => {
    const { title, message } = splitSpecMessage(i.message);
    return title ? [title, message] : [message];
  });
}

describe('form schema words in the person’s language', () => {
  const en = createTranslator('en', english);
  const es = createTranslator('es', spanish);

  it('knows every title and message the bundled form schemas can say, in both catalogues', () => {
    const said = new Set(CASES.flatMap(([schema, input]) => wordsOf(schema, input)));
    expect([...said].filter((words) => !(words in SCHEMA_MESSAGE_KEYS))).toEqual([]);
    for (const [words, key] of Object.entries(SCHEMA_MESSAGE_KEYS)) {
      expect(es.has(key), key).toBe(true);
      // English reads exactly as the schema says it (the spec's words).
      if (said.has(words)) expect(en.t(key)).toBe(words);
    }
  });

  it('turns the first issue into Spanish words, keeping the schema’s own message to tell issues apart', () => {
    const parsed = ZLoginWithPasswordInput.safeParse({ email: '', password: '' });
    expect(firstIssue(parsed.error!, { fallbackTitle: 'x', t: es.t })).toEqual({
      title: 'Faltan datos',
      description: 'Escribe tu correo y tu contraseña',
      field: 'email',
      source: 'Please enter both email and password',
    });
    const bare = ZRegisterWithPasswordInput.safeParse({});
    expect(firstIssue(bare.error!, { fallbackTitle: 'No se pudo crear la cuenta', t: es.t })).toMatchObject({
      title: 'No se pudo crear la cuenta',
      description: 'Completa todos los campos obligatorios',
      source: 'Please fill in all required fields',
    });
  });

  it('shows a message it does not know as the schema says it', () => {
    expect(schemaText('Something new', es.t)).toBe('Something new');
    expect(schemaText('Invalid Email')).toBe('Invalid Email');
  });
});
