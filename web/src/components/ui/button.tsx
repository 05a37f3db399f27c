import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** `custom`: no colours, the caller's className gives them. */
type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'gold' | 'success' | 'danger' | 'dark' | 'custom';
type Size = 'sm' | 'md' | 'lg' | 'icon' | 'iconLg';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100 disabled:opacity-60',
  outline:
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-600 hover:bg-slate-100 disabled:opacity-60',
  gold: 'bg-gold-400 text-brand-900 hover:bg-gold-300 disabled:opacity-60',
  success: 'bg-green-700 text-white',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:opacity-60',
  dark: 'bg-black text-white hover:bg-slate-800 disabled:bg-slate-400',
  custom: 'disabled:opacity-60',
};

const sizes: Record<Size, string> = {
  // Minimum heights, not fixed ones: a label may wrap at a large text size and must not be clipped.
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-10 px-4 py-1.5 text-sm',
  lg: 'min-h-12 px-6 py-2 text-base',
  icon: 'h-10 w-10',
  iconLg: 'h-12 w-12',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});
