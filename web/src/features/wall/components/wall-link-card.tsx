import { ChevronRight, HandHeart } from 'lucide-react';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../lib/router';

/** Today's way to the prayer wall (the bottom navigation keeps its five tabs: decision 150). */
export function WallLinkCard() {
  const { t } = useI18n();
  return (
    <Link
      href="/wall"
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-100 text-brand-800">
        <HandHeart aria-hidden className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t('wall.link.title')}</span>
        <span className="block text-sm text-slate-500">{t('wall.link.hint')}</span>
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 text-slate-400" />
    </Link>
  );
}
