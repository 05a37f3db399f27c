import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const paddings = { none: '', sm: 'p-4', md: 'p-5' } as const;

export function Card({
  className,
  padding = 'md',
  ...props
}: HTMLAttributes<HTMLDivElement> & { padding?: keyof typeof paddings }) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', paddings[padding], className)}
      {...props}
    />
  );
}
