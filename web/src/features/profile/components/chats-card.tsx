/**
 * Profile's chats (decision 201): what this server offers (Telegram, Slack, only when configured)
 * with what each gives, and the one-time code that connects a chat already in use; a chat the person
 * has connected is shown as connected, not offered again.
 */
import { MessageSquare, Send } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { useAppConfig } from '../../../lib/config';
import { chatOptions, type ChatOption } from '../../../lib/chat-options';
import { useSignInMethods } from '../api/account';
import { ConnectTelegram } from './connect-telegram';

export function ChatsCard({ className }: { className?: string }) {
  const { t } = useI18n();
  const { data: config } = useAppConfig();
  const { data: ways } = useSignInMethods();
  const connected = new Set<ChatOption['key']>();
  for (const m of ways?.methods ?? [])
    if (m.provider === 'telegram' || m.provider === 'slack') connected.add(m.provider);
  const options = chatOptions(config, t, connected);
  // The code joins a chat to this account: offered while a chat this server has is not joined yet.
  const anyToConnect = options.length === 0 || options.some((o) => !connected.has(o.key));
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
      <ConnectTelegram offerCode={anyToConnect} />
    </Card>
  );
}
