/**
 * Forms validate with the server's own zod schemas (core's *-form.ts / account-forms.ts),
 * so a rule lives once. A schema message is "Title|Message" when it carries the spec's toast title
 * (see core's `spec()`), else a bare message; this turns the first issue into a toast.
 *
 * The schemas speak English (the server's own words, which it translates itself); with `t`, each
 * title and message a schema can say is shown in the person's language from the web catalogue.
 */
import { splitSpecMessage } from '@dps/core/validate';
import type { I18n } from '../i18n/i18n-context';
import { toast } from './toast';

type Issue = { readonly message: string; readonly path: readonly PropertyKey[] };
type ParseFailure = { readonly issues: readonly Issue[] };
type Translate = I18n['t'];

export type FormIssue = {
  title: string;
  description?: string;
  field: string | undefined;
  /** The schema's own message (English), to tell one issue from another whatever the language. */
  source: string;
};

/**
 * Every title and message the form schemas the web bundles can produce (core's account-forms,
 * contact-form and goal-form), and its key in the web catalogue. A message not listed here is shown
 * as the schema says it (a test checks the list against core's constants).
 */
export const SCHEMA_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Invalid input': 'errors.form.invalidInput',
  'Please enter a valid email address.': 'errors.form.invalidEmail',
  'Invalid Email': 'errors.form.invalidEmailTitle',
  'Password must be at least 6 characters long': 'errors.form.passwordTooShort',
  'Password must be at most 200 characters long': 'errors.form.passwordTooLong',
  'This password is too common. Please choose a less common one.': 'errors.form.passwordTooCommon',
  'Password too short': 'errors.form.passwordTooShortTitle',
  'Password Too Short': 'errors.form.passwordTooShortTitleCaps',
  'Password too common': 'errors.form.passwordTooCommonTitle',
  'Password Too Common': 'errors.form.passwordTooCommonTitleCaps',
  'Please fill in all required fields': 'errors.form.required',
  'First name must be at most 100 characters long': 'errors.form.firstNameTooLong',
  'Last name must be at most 100 characters long': 'errors.form.lastNameTooLong',
  'Missing information': 'errors.form.missingInformation',
  'Missing Information': 'errors.form.missingInformationCaps',
  'Please enter both email and password': 'errors.form.enterEmailAndPassword',
  'Please enter your email address.': 'errors.form.enterEmail',
  'This password reset link is invalid or has expired.': 'errors.form.invalidResetLink',
  'Invalid URL': 'errors.form.invalidUrlTitle',
  'Please enter a valid image URL.': 'errors.form.invalidImageUrl',
  'File too large': 'errors.form.fileTooLargeTitle',
  'Please choose an image smaller than 10MB.': 'errors.form.fileTooLarge',
  'Please enter your first name.': 'errors.form.enterFirstName',
  'This email confirmation link is invalid or has expired.': 'errors.form.invalidEmailChangeLink',
  'Please enter your current password.': 'errors.form.enterCurrentPassword',
  'Please fill in all fields.': 'errors.form.fillInAllFields',
  'Name Too Long': 'errors.form.nameTooLongTitle',
  'Please keep your name to 100 characters or fewer.': 'errors.form.nameTooLong',
  'Subject Too Long': 'errors.form.subjectTooLongTitle',
  'Please keep the subject to 200 characters or fewer.': 'errors.form.subjectTooLong',
  'Message Too Long': 'errors.form.messageTooLongTitle',
  'Please keep your message to 5,000 characters or fewer.': 'errors.form.messageTooLong',
  'Missing Title': 'errors.form.missingGoalTitleTitle',
  'Please enter a goal title.': 'errors.form.missingGoalTitle',
  'Title Too Long': 'errors.form.goalTitleTooLongTitle',
  'Please keep the goal title under 200 characters.': 'errors.form.goalTitleTooLong',
  'Invalid Days': 'errors.form.invalidDaysTitle',
  'Please enter a valid number of days.': 'errors.form.invalidDays',
  'Please enter at most 3650 days.': 'errors.form.tooManyDays',
  'Invalid Date': 'errors.form.invalidDateTitle',
  'Please enter a valid start date.': 'errors.form.invalidDate',
};

/** A schema's words in the person's language (as written when there is no `t` or no entry). */
export function schemaText(text: string, t?: Translate): string {
  const key = SCHEMA_MESSAGE_KEYS[text];
  return key && t ? t(key) : text;
}

/**
 * The first issue as a toast's words. `untitled` maps a bare message (the schema's English) to the
 * spec's title (and description, if any) for this screen, already in the person's language;
 * anything else bare gets `fallbackTitle` above the message.
 */
export function firstIssue(
  error: ParseFailure,
  opts: { fallbackTitle: string; untitled?: Record<string, { title: string; description?: string }>; t?: Translate },
): FormIssue {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const source = issue?.message ?? 'Invalid input';
  const { title, message } = splitSpecMessage(source);
  if (title)
    return { title: schemaText(title, opts.t), description: schemaText(message, opts.t), field, source: message };
  const mapped = opts.untitled?.[message];
  if (mapped) return { ...mapped, field, source: message };
  return { title: opts.fallbackTitle, description: schemaText(message, opts.t), field, source: message };
}

/** The first issue's message alone (no title), in the person's language. */
export function firstIssueMessage(error: ParseFailure, t: Translate): string {
  return schemaText(splitSpecMessage(error.issues[0]?.message ?? 'Invalid input').message, t);
}

export function toastIssue(issue: FormIssue): void {
  toast({ title: issue.title, description: issue.description, variant: 'destructive' });
}
