import { BookOpen, Flame, Heart, Mail, MessageCircle, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { useI18n } from '../../../i18n/i18n-context';
import { APP_NAME, CONTACT_EMAIL } from '../../../lib/constants';
import { Link } from '../../../lib/router';
import { ChatCards } from './chat-cards';
import { ReadingShowcase } from './reading-showcase';

const features: { key: string; icon: ReactNode }[] = [
  { key: 'devotional', icon: <BookOpen aria-hidden className="h-6 w-6" /> },
  { key: 'topics', icon: <Heart aria-hidden className="h-6 w-6" /> },
  { key: 'streaks', icon: <Flame aria-hidden className="h-6 w-6" /> },
  { key: 'community', icon: <Users aria-hidden className="h-6 w-6" /> },
];

const primary =
  'inline-flex h-12 items-center justify-center rounded-lg bg-gold-400 px-6 font-semibold text-brand-900 shadow hover:bg-gold-300';
const outline =
  'inline-flex h-12 items-center justify-center rounded-lg border border-white/60 px-6 font-semibold text-white hover:bg-white/10';

export function Landing() {
  const { t } = useI18n();
  return (
    <div className="min-h-dvh">
      <section className="bg-gradient-to-b from-brand-800 to-brand-600 px-4 pb-16 pt-10 text-white">
        <div className="mx-auto max-w-2xl">
          <div className="flex items-center justify-between">
            <span className="flex items-center gap-2">
              <Logo className="h-9 w-9" />
              <span className="font-serif text-lg font-semibold">{APP_NAME}</span>
            </span>
            <Link href="/login" className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium hover:bg-white/10">
              {t('landing.signIn')}
            </Link>
          </div>
          <h1 className="mt-14 font-serif text-4xl font-semibold leading-tight sm:text-5xl">{t('landing.title')}</h1>
          <p className="mt-4 text-lg text-white/85">{t('landing.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/register" className={primary}>
              {t('landing.begin')}
            </Link>
          </div>
        </div>
      </section>
      <main className="mx-auto max-w-2xl px-4 py-12">
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map((f) => (
            <li key={f.key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {f.icon}
              </span>
              <h2 className="mt-3 font-semibold text-slate-900">{t(`landing.features.${f.key}.title`)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(`landing.features.${f.key}.text`)}</p>
            </li>
          ))}
        </ul>
        <ReadingShowcase />
        <ChatCards />
        <section className="mt-12 rounded-2xl bg-brand-700 p-8 text-center text-white">
          <MessageCircle aria-hidden className="mx-auto h-8 w-8 text-gold-300" />
          <h2 className="mt-3 font-serif text-2xl font-semibold">{t('landing.start.title')}</h2>
          <p className="mt-2 text-white/85">{t('landing.start.text')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/register" className={primary}>
              {t('landing.signUp')}
            </Link>
            <Link href="/login" className={outline}>
              {t('landing.signIn')}
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
            <Mail aria-hidden className="h-4 w-4" /> {t('landing.contact')}
          </a>
        </p>
        <p className="mt-3">
          <Link href="/privacy-policy" className="hover:underline">
            {t('common.privacyPolicy')}
          </Link>
        </p>
        <p className="mt-3">
          © {new Date().getFullYear()} {APP_NAME}
        </p>
      </footer>
    </div>
  );
}
