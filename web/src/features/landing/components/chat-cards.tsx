/** The landing page's chats (decision 201): only those this server has configured. */
import { MessageSquare, Send } from 'lucide-react';
import { useI18n } from '../../../i18n/i18n-context';
import { useAppConfig } from '../../../lib/config';
import { chatOptions } from '../../../lib/chat-options';

export function ChatCards() {
  const { t } = useI18n();
  const { data: config } = useAppConfig();
  const options = chatOptions(config, t);
  if (options.length === 0) return null;
  return (
    <section aria-labelledby="chats-heading" className="mt-12">
      <h2 id="chats-heading" className="font-serif text-2xl font-semibold text-slate-900">
        {t('landing.chats.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('landing.chats.text')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {options.map((o) => (
          <li key={o.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {o.key === 'telegram' ? (
                <Send aria-hidden className="h-6 w-6" />
              ) : (
                <MessageSquare aria-hidden className="h-6 w-6" />
              )}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{o.title}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{o.gives}</p>
            {o.action ? (
              <a
                href={o.action.href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                {o.action.label}
              </a>
            ) : (
              <p className="mt-4 text-sm font-medium text-slate-700">{o.hint}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
