/** A scripture reference that opens the passage in the reader, in context (decision 210). */
import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { readerHref } from '../lib/scripture';

export function ScriptureLink({
  reference,
  className,
  children,
}: {
  reference: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link
      href={readerHref(reference)}
      className={className ?? 'underline decoration-gold-300 underline-offset-2 hover:decoration-gold-600'}
    >
      {children ?? reference}
    </Link>
  );
}
