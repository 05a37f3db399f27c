import { FavoritesList } from '../../features/favorites/components/favorites-list';

export default function FavoritesRoute() {
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl font-semibold text-slate-900">Saved Prayers</h1>
      <FavoritesList />
    </div>
  );
}
