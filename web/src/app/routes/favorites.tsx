import { FavoritesList } from '../../features/favorites/components/favorites-list';
import { useI18n } from '../../i18n/i18n-context';

export default function FavoritesRoute() {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('routes.favorites')}</h1>
      <FavoritesList />
    </div>
  );
}
