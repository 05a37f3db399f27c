/**
 * Forms validate with the server's own zod schemas (core's *-form.ts / account-forms.ts),
 * so a rule lives once. A schema message is "Title|Message" when it carries the spec's toast title
 * (see core's `spec()`), else a bare message; this turns the first issue into a toast.
 */
import { splitSpecMessage } from '@dps/core/validate';
import { toast } from './toast';

type Issue = { readonly message: string; readonly path: readonly PropertyKey[] };
type ParseFailure = { readonly issues: readonly Issue[] };

export type FormIssue = { title: string; description?: string; field: string | undefined };

/**
 * The first issue as a toast's words. `untitled` maps a bare message to the spec's title (and
 * description, if any) for this screen; anything else bare gets `fallbackTitle` above the message.
 */
export function firstIssue(
  error: ParseFailure,
  opts: { fallbackTitle: string; untitled?: Record<string, { title: string; description?: string }> },
): FormIssue {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const { title, message } = splitSpecMessage(issue?.message ?? 'Invalid input');
  if (title) return { title, description: message, field };
  const mapped = opts.untitled?.[message];
  if (mapped) return { ...mapped, field };
  return { title: opts.fallbackTitle, description: message, field };
}

export function toastIssue(issue: FormIssue): void {
  toast({ title: issue.title, description: issue.description, variant: 'destructive' });
}
