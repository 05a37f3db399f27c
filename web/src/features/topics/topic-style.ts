import {
  Bird,
  BookOpen,
  HandHeart,
  HeartPulse,
  Lightbulb,
  Mountain,
  Sparkles,
  Sunrise,
  type LucideIcon,
} from 'lucide-react';

type TopicStyle = { icon: LucideIcon; className: string };

const byName: Record<string, TopicStyle> = {
  hope: { icon: Sunrise, className: 'bg-amber-100 text-amber-700' },
  peace: { icon: Bird, className: 'bg-sky-100 text-sky-700' },
  wisdom: { icon: Lightbulb, className: 'bg-violet-100 text-violet-700' },
  healing: { icon: HeartPulse, className: 'bg-rose-100 text-rose-700' },
  strength: { icon: Mountain, className: 'bg-emerald-100 text-emerald-700' },
  gratitude: { icon: HandHeart, className: 'bg-orange-100 text-orange-700' },
  faith: { icon: BookOpen, className: 'bg-indigo-100 text-indigo-700' },
};

/** Each topic name has its own colour and icon; unknown names share a neutral one. */
export function topicStyle(name: string | null | undefined): TopicStyle {
  return byName[(name ?? '').trim().toLowerCase()] ?? { icon: Sparkles, className: 'bg-brand-100 text-brand-700' };
}
