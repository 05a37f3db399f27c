import { cn } from '../lib/cn';

/** The app mark: an open book under a rising sun (same drawing as public/icon.svg). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('h-8 w-8', className)}>
      <rect width="64" height="64" rx="14" fill="#1f3a60" />
      <circle cx="32" cy="27" r="9" fill="#e0b04a" />
      <path
        d="M32 13v4M20 19l3 3M44 19l-3 3M15 29h4M45 29h4"
        stroke="#e0b04a"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M10 38c8-3 15-3 22 2 7-5 14-5 22-2v14c-8-3-15-3-22 2-7-5-14-5-22-2z" fill="#faf7f2" />
      <path d="M32 40v14" stroke="#1f3a60" strokeWidth="2" />
    </svg>
  );
}
