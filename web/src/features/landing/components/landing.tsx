import { BookOpen, Flame, Heart, Mail, MessageCircle, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { APP_NAME, CONTACT_EMAIL } from '../../../lib/constants';
import { Link } from '../../../lib/router';
import { ChatCards } from './chat-cards';

const features: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <BookOpen aria-hidden className="h-6 w-6" />,
    title: 'Daily Devotional',
    text: 'A prayer with scripture for every day.',
  },
  {
    icon: <Heart aria-hidden className="h-6 w-6" />,
    title: 'Prayers by Topic',
    text: 'Hope, peace, healing and more, for what you are going through.',
  },
  {
    icon: <Flame aria-hidden className="h-6 w-6" />,
    title: 'Streaks & Goals',
    text: 'Build a lasting habit and see your progress.',
  },
  {
    icon: <Users aria-hidden className="h-6 w-6" />,
    title: 'Community',
    text: 'Share reflections and encourage one another.',
  },
];

const primary =
  'inline-flex h-12 items-center justify-center rounded-lg bg-gold-400 px-6 font-semibold text-brand-900 shadow hover:bg-gold-300';
const outline =
  'inline-flex h-12 items-center justify-center rounded-lg border border-white/60 px-6 font-semibold text-white hover:bg-white/10';

export function Landing() {
  return (
    <div className="min-h-dvh">
      <section className="bg-gradient-to-b from-brand-800 to-brand-600 px-4 pb-16 pt-10 text-white">
        <div className="mx-auto max-w-2xl">
          <div className="flex items-center justify-between">
            <span className="flex items-center gap-2">
              <Logo className="h-9 w-9" />
              <span className="font-serif text-lg font-semibold">{APP_NAME}</span>
            </span>
            <Link href="/login" className="rounded-lg px-3 py-2 text-sm font-medium hover:bg-white/10">
              Sign In
            </Link>
          </div>
          <h1 className="mt-14 font-serif text-4xl font-semibold leading-tight sm:text-5xl">
            Grow closer to God, one day at a time
          </h1>
          <p className="mt-4 text-lg text-white/85">
            A daily prayer and scripture companion: today's devotional, prayers for every season, and a quiet place to
            reflect. Free to use.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/register" className={primary}>
              Begin Your Prayer Journey
            </Link>
          </div>
        </div>
      </section>
      <main className="mx-auto max-w-2xl px-4 py-12">
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map((f) => (
            <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {f.icon}
              </span>
              <h2 className="mt-3 font-semibold text-slate-900">{f.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
        <ChatCards />
        <section className="mt-12 rounded-2xl bg-brand-700 p-8 text-center text-white">
          <MessageCircle aria-hidden className="mx-auto h-8 w-8 text-gold-300" />
          <h2 className="mt-3 font-serif text-2xl font-semibold">Start today</h2>
          <p className="mt-2 text-white/85">Create a free account and receive today's prayer.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/register" className={primary}>
              Sign Up
            </Link>
            <Link href="/login" className={outline}>
              Sign In
            </Link>
          </div>
        </section>
      </main>
      <footer className="border-t border-slate-200 px-4 py-8 text-center text-sm text-slate-500">
        <p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <Mail aria-hidden className="h-4 w-4" /> Contact us
          </a>
        </p>
        <p className="mt-3">
          <Link href="/privacy-policy" className="hover:underline">
            Privacy Policy
          </Link>
        </p>
        <p className="mt-3">
          © {new Date().getFullYear()} {APP_NAME}
        </p>
      </footer>
    </div>
  );
}
