/**
 * Forms validate with the server's own zod schemas (core's *-form.ts / account-forms.ts),
 * so a rule lives once. A schema's message is a key of core's error catalogue, with its toast
 * title's key when the spec gives one ("titleKey|messageKey", core's `issue()`); this turns the
 * first issue into a toast in the person's language, from the web catalogue's words for those keys
 * (decision 241). Nothing here reads a schema's English.
 */
import type { ErrorKey, ErrorTitleKey } from '@dps/core/errors';
import { splitIssue } from '@dps/core/validate';
import type { I18n } from '../i18n/i18n-context';
import { toast } from './toast';

type Issue = { readonly message: string; readonly path: readonly PropertyKey[] };
type ParseFailure = { readonly issues: readonly Issue[] };
type Translate = I18n['t'];

export type FormIssue = {
  title: string;
  description?: string;
  field: string | undefined;
  /** The schema's message key, to tell one issue from another whatever the language. */
  source: string;
};

/**
 * The web catalogue's words for every message key the form schemas the web bundles can say (core's
 * account-forms, contact-form and goal-form); a test checks the list against the schemas.
 */
export const FORM_MESSAGE_KEYS: Readonly<Partial<Record<ErrorKey, string>>> = {
  invalidEmail: 'errors.form.invalidEmail',
  passwordTooShort: 'errors.form.passwordTooShort',
  passwordTooLong: 'errors.form.passwordTooLong',
  commonPassword: 'errors.form.passwordTooCommon',
  requiredFields: 'errors.form.required',
  firstNameTooLong: 'errors.form.firstNameTooLong',
  lastNameTooLong: 'errors.form.lastNameTooLong',
  emailAndPassword: 'errors.form.enterEmailAndPassword',
  enterEmail: 'errors.form.enterEmail',
  invalidResetLink: 'errors.form.invalidResetLink',
  invalidImageUrl: 'errors.form.invalidImageUrl',
  imageTooLarge: 'errors.form.fileTooLarge',
  firstNameRequired: 'errors.form.enterFirstName',
  invalidEmailChangeLink: 'errors.form.invalidEmailChangeLink',
  currentPasswordRequired: 'errors.form.enterCurrentPassword',
  allFields: 'errors.form.fillInAllFields',
  nameTooLong: 'errors.form.nameTooLong',
  subjectTooLong: 'errors.form.subjectTooLong',
  messageTooLong: 'errors.form.messageTooLong',
  goalTitle: 'errors.form.missingGoalTitle',
  goalTitleTooLong: 'errors.form.goalTitleTooLong',
  invalidDays: 'errors.form.invalidDays',
  goalTooManyDays: 'errors.form.tooManyDays',
  invalidStartDate: 'errors.form.invalidDate',
};

/** The same for the title keys those schemas give. */
export const FORM_TITLE_KEYS: Readonly<Partial<Record<ErrorTitleKey, string>>> = {
  invalidEmail: 'errors.form.invalidEmailTitle',
  passwordTooShort: 'errors.form.passwordTooShortTitle',
  passwordTooShortCaps: 'errors.form.passwordTooShortTitleCaps',
  passwordTooCommon: 'errors.form.passwordTooCommonTitle',
  passwordTooCommonCaps: 'errors.form.passwordTooCommonTitleCaps',
  missingInformationLower: 'errors.form.missingInformation',
  missingInformation: 'errors.form.missingInformationCaps',
  invalidUrl: 'errors.form.invalidUrlTitle',
  fileTooLarge: 'errors.form.fileTooLargeTitle',
  nameTooLong: 'errors.form.nameTooLongTitle',
  subjectTooLong: 'errors.form.subjectTooLongTitle',
  messageTooLong: 'errors.form.messageTooLongTitle',
  missingTitle: 'errors.form.missingGoalTitleTitle',
  titleTooLong: 'errors.form.goalTitleTooLongTitle',
  invalidDays: 'errors.form.invalidDaysTitle',
  invalidDate: 'errors.form.invalidDateTitle',
};

/** zod's own words for a failure with no message of ours (and the words for no issue at all). */
const ZOD_INVALID_INPUT = 'Invalid input';

const own = (map: Readonly<Record<string, string | undefined>>, key: string): string | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/** A schema's message or title key in the person's language (zod's own words as written). */
export function schemaText(kind: 'message' | 'title', text: string, t: Translate): string {
  const key =
    kind === 'title'
      ? own(FORM_TITLE_KEYS, text)
      : (own(FORM_MESSAGE_KEYS, text) ?? (text === ZOD_INVALID_INPUT ? 'errors.form.invalidInput' : undefined));
  return key ? t(key) : text;
}

/**
 * The first issue as a toast's words. `untitled` maps a bare message (by its key) to the spec's
 * title (and description, if any) for this screen, already in the person's language; anything else
 * bare gets `fallbackTitle` above the message.
 */
export function firstIssue(
  error: ParseFailure,
  opts: { fallbackTitle: string; untitled?: Partial<Record<ErrorKey, { title: string; description?: string }>>; t: Translate },
): FormIssue {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const { title, message } = splitIssue(issue?.message ?? ZOD_INVALID_INPUT);
  if (title)
    return { title: schemaText('title', title, opts.t), description: schemaText('message', message, opts.t), field, source: message };
  const mapped = opts.untitled && Object.hasOwn(opts.untitled, message) ? opts.untitled[message as ErrorKey] : undefined;
  if (mapped) return { ...mapped, field, source: message };
  return { title: opts.fallbackTitle, description: schemaText('message', message, opts.t), field, source: message };
}

/** The first issue's message alone (no title), in the person's language. */
export function firstIssueMessage(error: ParseFailure, t: Translate): string {
  return schemaText('message', splitIssue(error.issues[0]?.message ?? ZOD_INVALID_INPUT).message, t);
}

export function toastIssue(issue: FormIssue): void {
  toast({ title: issue.title, description: issue.description, variant: 'destructive' });
}
