/**
 * "Send to … first, then …" (issue 22, decision 222): the order the one daily reminder tries the
 * channels that are on, primary first, and a switch for the reminder on every one of them instead.
 * Each change saves at once. Only channels that are on are listed; moving one swaps it with the one
 * before it in the full stored order, so channels not shown keep their place.
 */
import { Switch } from '../../../components/ui/switch';
import type { ReminderChannelName, UserSettings } from '../../../types/api';

const NAME: Record<ReminderChannelName, string> = {
  telegram: 'Telegram',
  slack: 'Slack',
  push: 'notifications',
  email: 'email',
};

/** "Telegram first, then email, then notifications." */
export function orderSentence(channels: ReminderChannelName[]): string {
  const [first, ...rest] = channels.map((c) => NAME[c]);
  if (!first) return '';
  return rest.length === 0 ? `Send to ${first}.` : `Send to ${first} first, then ${rest.join(', then ')}.`;
}

export function ReminderOrder(props: {
  /** The full stored order. */
  order: ReminderChannelName[];
  /** The channels that are on, as a set. */
  on: ReadonlySet<ReminderChannelName>;
  everyChannel: boolean;
  onSettings: (patch: Partial<UserSettings>) => void;
}) {
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
          Every channel, every day
        </p>
        <Switch
          aria-labelledby="reminder-every-label"
          checked={props.everyChannel}
          onCheckedChange={(reminderEveryChannel) => props.onSettings({ reminderEveryChannel })}
        />
      </div>
      {props.everyChannel ? (
        <p className="text-xs text-slate-500">Your reminder goes to each channel above, until you have prayed.</p>
      ) : (
        <>
          <p className="text-xs text-slate-500" data-testid="reminder-order-sentence">
            One reminder a day, none once you have prayed. {orderSentence(shown)} The next one is tried only if one
            can't reach you.
          </p>
          <ol className="mt-1 space-y-1" aria-label="Reminder order">
            {shown.map((c, i) => (
              <li key={c} className="flex items-center justify-between gap-2 text-sm text-slate-700">
                <span>
                  {i + 1}. {NAME[c].charAt(0).toUpperCase() + NAME[c].slice(1)}
                </span>
                {i > 0 ? (
                  <button
                    type="button"
                    className="rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50"
                    aria-label={`Try ${NAME[c]} before ${NAME[shown[i - 1]!]}`}
                    onClick={() => moveEarlier(c)}
                  >
                    ↑ Earlier
                  </button>
                ) : (
                  <span className="text-xs text-slate-500">first</span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
