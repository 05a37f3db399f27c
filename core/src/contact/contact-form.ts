/**
 * The Contact Us form's rules, shared by the server (submitContactMessage) and the browser's contact
 * dialog. Kept free of database imports so the web client can bundle it.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../accounts/email-address';
import { spec } from '../validate';

const MISSING = spec('Missing Information', 'Please fill in all fields.');
const INVALID_EMAIL = spec('Invalid Email', 'Please enter a valid email address.');

/** Its length check aborts the parse, so nothing after it (the email's shape) reads an overlong value. */
const field = (max: number, tooLong: string) =>
  z.string({ error: MISSING }).trim().min(1, MISSING).max(max, { error: tooLong, abort: true });

export const ZContactMessageInput = z
  .object({
    name: field(100, spec('Name Too Long', 'Please keep your name to 100 characters or fewer.')),
    email: field(EMAIL_MAX_LENGTH, INVALID_EMAIL),
    subject: field(200, spec('Subject Too Long', 'Please keep the subject to 200 characters or fewer.')),
    message: field(5000, spec('Message Too Long', 'Please keep your message to 5,000 characters or fewer.')),
  })
  // Checked after "all fields required", so a blank form says "Missing Information" first.
  .refine((v) => isEmailAddress(v.email), { message: INVALID_EMAIL, path: ['email'] });
export type TContactMessageInput = z.input<typeof ZContactMessageInput>;
