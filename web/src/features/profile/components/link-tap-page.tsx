/**
 * The two pages a mailed account link lands on (/confirm-email, /undo-email-change): nothing
 * happens on opening (a mail scanner opens links), the person taps; then what happened, and where
 * to go next.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthLayout } from '../../../components/auth-layout';
import { Button } from '../../../components/ui/button';

export function LinkTapPage(props: {
  title: string;
  subtitle: string;
  /** The refusal to show, or the missing token's message. */
  error: string | null;
  disabled: boolean;
  label: string;
  onTap: () => void;
}) {
  return (
    <AuthLayout title={props.title} subtitle={props.subtitle}>
      {props.error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
      <Button size="lg" className="w-full" disabled={props.disabled} onClick={props.onTap}>
        {props.label}
      </Button>
    </AuthLayout>
  );
}

export function LinkDonePage(props: {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  next: string;
  onNext: () => void;
}) {
  const Icon = props.icon;
  return (
    <AuthLayout title={props.title}>
      <div className="text-center">
        <Icon aria-hidden className="mx-auto mb-3 h-12 w-12 text-green-600" />
        <p className="text-slate-600">{props.body}</p>
        <Button size="lg" className="mt-6 w-full" onClick={props.onNext}>
          {props.next}
        </Button>
      </div>
    </AuthLayout>
  );
}
