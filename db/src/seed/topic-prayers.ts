import type { SeedTopicPrayer } from './types';

export const seedTopicPrayers: SeedTopicPrayer[] = [
  {
    key: 'hope-1',
    topic: 'Hope',
    title: 'A Future and a Hope',
    content:
      'Lord, when the road ahead is hidden from me, remind me that it is not hidden from You.\n\nTeach me to wait with expectation, not with dread, trusting that Your plans for me are good. Amen.',
    scripture:
      'For I know the thoughts that I think toward you," says Yahweh, "thoughts of peace, and not of evil, to give you hope and a future.',
    reference: 'Jeremiah 29:11 (WEB)',
  },
];
