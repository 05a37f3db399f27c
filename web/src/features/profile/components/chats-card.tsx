/**
 * Profile's chats (decision 201): what this server offers (Telegram, Slack, only when configured)
 * with what each gives, and the one-time code that connects a chat already in use.
 */
import { MessageSquare, Send } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { useAppConfig } from '../../../lib/config';
import { chatOptions } from '../../../lib/chat-options';
import { ConnectTelegram } from './connect-telegram';

export function ChatsCard({ className }: { className?: string }) {
  const { t } = useI18n();
  const { data: config } = useAppConfig();
  const options = chatOptions(config, t);
  return (
    <Card padding="none" className={`divide-y divide-slate-100 overflow-hidden ${className ?? ''}`}>
      <h2 className="px-4 pt-4 font-semibold text-slate-900">{t('profile.chats.title')}</h2>
      {options.map((o) => (
        <div key={o.key} className="flex items-start gap-3 px-4 py-3">
          {o.key === 'telegram' ? (
            <Send aria-hidden className="mt-0.5 h-5 w-5 text-sky-600" />
          ) : (
            <MessageSquare aria-hidden className="mt-0.5 h-5 w-5 text-brand-600" />
          )}
          <div className="flex-1">
            <p className="font-medium text-slate-800">{o.title}</p>
            <p className="text-sm text-slate-600">{o.gives}</p>
            {o.action ? (
              <a
                href={o.action.href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {o.action.label}
              </a>
            ) : (
              <p className="mt-1 text-sm text-slate-700">{o.hint}</p>
            )}
          </div>
        </div>
      ))}
      <ConnectTelegram />
    </Card>
  );
}
