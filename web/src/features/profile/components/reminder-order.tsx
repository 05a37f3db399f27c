/**
 * "Send to … first, then …" (decision 222): the order the one daily reminder tries the
 * channels that are on, primary first, and a switch for the reminder on every one of them instead.
 * Each change saves at once. Only channels that are on are listed; moving one swaps it with the one
 * before it in the full stored order, so channels not shown keep their place.
 */
import { Switch } from '../../../components/ui/switch';
import { useI18n, type I18n } from '../../../i18n/i18n-context';
import type { ReminderChannelName, UserSettings } from '../../../lib/settings';

/** A channel as a sentence names it ("email"), as a list item names it ("Email"), and as "send it …" names it. */
const NAME: Record<ReminderChannelName, string> = {
  telegram: 'profile.reminderOrder.name.telegram',
  slack: 'profile.reminderOrder.name.slack',
  push: 'profile.reminderOrder.name.push',
  email: 'profile.reminderOrder.name.email',
};
const ITEM: Record<ReminderChannelName, string> = {
  telegram: 'profile.reminderOrder.item.telegram',
  slack: 'profile.reminderOrder.item.slack',
  push: 'profile.reminderOrder.item.push',
  email: 'profile.reminderOrder.item.email',
};
const VIA: Record<ReminderChannelName, string> = {
  telegram: 'profile.reminderOrder.via.telegram',
  slack: 'profile.reminderOrder.via.slack',
  push: 'profile.reminderOrder.via.push',
  email: 'profile.reminderOrder.via.email',
};

/** "Send to Telegram first, then email, then notifications." */
export function orderSentence(channels: ReminderChannelName[], t: I18n['t']): string {
  const [first, ...rest] = channels.map((c) => t(VIA[c]));
  if (!first) return '';
  if (rest.length === 0) return t('profile.reminderOrder.sendToOne', { first });
  return t('profile.reminderOrder.sendToMany', { first, rest: rest.join(t('profile.reminderOrder.then')) });
}

export function ReminderOrder(props: {
  /** The full stored order. */
  order: ReminderChannelName[];
  /** The channels that are on, as a set. */
  on: ReadonlySet<ReminderChannelName>;
  everyChannel: boolean;
  onSettings: (patch: Partial<UserSettings>) => void;
}) {
  const { t } = useI18n();
  const shown = props.order.filter((c) => props.on.has(c));
  if (shown.length < 2) return null;

  const moveEarlier = (c: ReminderChannelName) => {
    const i = shown.indexOf(c);
    if (i <= 0) return;
    const before = shown[i - 1]!;
    const next = [...props.order];
    const a = next.indexOf(c);
    const b = next.indexOf(before);
    next[a] = before;
    next[b] = c;
    props.onSettings({ reminderOrder: next });
  };

  return (
    <div className="border-t border-slate-100 py-2">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-slate-800" id="reminder-every-label">
          {t('profile.reminderOrder.every')}
        </p>
        <Switch
          aria-labelledby="reminder-every-label"
          checked={props.everyChannel}
          onCheckedChange={(reminderEveryChannel) => props.onSettings({ reminderEveryChannel })}
        />
      </div>
      {props.everyChannel ? (
        <p className="text-xs text-slate-500">{t('profile.reminderOrder.everyExplained')}</p>
      ) : (
        <>
          <p className="text-xs text-slate-500" data-testid="reminder-order-sentence">
            {t('profile.reminderOrder.explained', { order: orderSentence(shown, t) })}
          </p>
          <ol className="mt-1 space-y-1" aria-label={t('profile.reminderOrder.label')}>
            {shown.map((c, i) => (
              <li key={c} className="flex items-center justify-between gap-2 text-sm text-slate-700">
                <span>{t('profile.reminderOrder.position', { position: i + 1, channel: t(ITEM[c]) })}</span>
                {i > 0 ? (
                  <button
                    type="button"
                    className="rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50"
                    aria-label={t('profile.reminderOrder.tryBefore', {
                      channel: t(NAME[c]),
                      other: t(NAME[shown[i - 1]!]),
                    })}
                    onClick={() => moveEarlier(c)}
                  >
                    {t('profile.reminderOrder.earlier')}
                  </button>
                ) : (
                  <span className="text-xs text-slate-500">{t('profile.reminderOrder.first')}</span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
