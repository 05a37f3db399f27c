/**
 * Validation messages next to the field they are about (not in a toast that outlives the page).
 * `show(issue)` puts the message under its field (the issue's own field, else `fallbackField`),
 * marks the field aria-invalid and points it at the message, and moves focus there; the message
 * itself is role="alert", so a screen reader announces it as it appears.
 */
import { useCallback, useState } from 'react';
import type { FormIssue } from './form-issues';

export type ShownIssue = { title: string; description?: string | undefined };

export function useFieldErrors(ids: Record<string, string>) {
  const [errors, setErrors] = useState<Record<string, ShownIssue>>({});
  const show = useCallback(
    (issue: Pick<FormIssue, 'title' | 'description'> & { field?: string | undefined }, fallbackField: string) => {
      const field = issue.field && ids[issue.field] ? issue.field : fallbackField;
      setErrors({ [field]: { title: issue.title, description: issue.description } });
      const id = ids[field];
      if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
    },
    [ids],
  );
  const clear = useCallback(() => setErrors({}), []);
  /** Spread on the input: aria-invalid and aria-describedby while it has a message. */
  const invalid = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[field]}-error` } : {};
  const error = (field: string) => errors[field];
  return { show, clear, invalid, error };
}
