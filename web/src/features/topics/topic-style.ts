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

/** The same topics by their Spanish names (content/es/topics.yaml), so a topic looks the same in either language. */
const spanish: Record<string, string> = {
  esperanza: 'hope',
  paz: 'peace',
  sabiduría: 'wisdom',
  sanidad: 'healing',
  fortaleza: 'strength',
  gratitud: 'gratitude',
  fe: 'faith',
};

/** Each topic name has its own colour and icon; unknown names share a neutral one. */
export function topicStyle(name: string | null | undefined): TopicStyle {
  const key = (name ?? '').trim().toLowerCase();
  return byName[spanish[key] ?? key] ?? { icon: Sparkles, className: 'bg-brand-100 text-brand-700' };
}
