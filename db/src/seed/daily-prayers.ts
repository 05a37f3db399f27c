import type { SeedDailyPrayer } from './types';

export const seedDailyPrayers: SeedDailyPrayer[] = [
  {
    key: 'daily-001',
    title: 'The Lord Is My Shepherd',
    content:
      'Good Shepherd, lead me today beside still waters.\n\nWhere I am anxious, restore my soul; where I am lost, guide me in paths of righteousness for Your name’s sake. Amen.',
    scripture: 'Yahweh is my shepherd; I shall lack nothing. He makes me lie down in green pastures. He leads me beside still waters. He restores my soul.',
    reference: 'Psalm 23:1-3 (WEB)',
    topic: 'Peace',
  },
];
