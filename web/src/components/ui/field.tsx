import { forwardRef, type InputHTMLAttributes, type LabelHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(control, 'h-11', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(control, 'resize-y py-2', className)} {...props} />;
});

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1 block text-sm font-medium text-slate-700', className)} {...props} />;
}

/**
 * A validation message under its field. role="alert" announces it when it appears; the field
 * points at it with aria-describedby (and aria-invalid), so it is read again on focus.
 */
export function FieldError({
  id,
  message,
  issue,
}: {
  id: string;
  message?: string | null | undefined;
  issue?: { title: string; description?: string | undefined } | undefined;
}) {
  if (!message && !issue) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {issue ? (
        <>
          <span className="font-semibold">{issue.title}</span>
          {issue.description ? (
            <>
              {' '}
              <span>{issue.description}</span>
            </>
          ) : null}
        </>
      ) : (
        <span className="font-medium">{message}</span>
      )}
    </p>
  );
}
