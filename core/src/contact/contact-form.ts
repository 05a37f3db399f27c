/**
 * The Contact Us form's rules, shared by the server (submitContactMessage) and the browser's contact
 * dialog. Kept free of database imports so the web client can bundle it.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../accounts/email-address';
import { issue } from '../validate';

const MISSING = issue('allFields', 'missingInformation');
const INVALID_EMAIL = issue('invalidEmail', 'invalidEmail');

/** Its length check aborts the parse, so nothing after it (the email's shape) reads an overlong value. */
const field = (max: number, tooLong: string) =>
  z.string({ error: MISSING }).trim().min(1, MISSING).max(max, { error: tooLong, abort: true });

export const ZContactMessageInput = z
  .object({
    name: field(100, issue('nameTooLong', 'nameTooLong')),
    email: field(EMAIL_MAX_LENGTH, INVALID_EMAIL),
    subject: field(200, issue('subjectTooLong', 'subjectTooLong')),
    message: field(5000, issue('messageTooLong', 'messageTooLong')),
  })
  // Checked after "all fields required", so a blank form says "Missing Information" first.
  .refine((v) => isEmailAddress(v.email), { message: INVALID_EMAIL, path: ['email'] });
export type TContactMessageInput = z.input<typeof ZContactMessageInput>;
