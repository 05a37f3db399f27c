/**
 * "Where my reminder goes" (decision 140): the one daily reminder can reach this browser (Web Push),
 * email (when the server can send mail), Telegram and Slack (when linked). It goes to the first that
 * is on in the person's order, or to every one if they say so (decision 222). Each switch saves at once.
 */
import type { ReactNode } from 'react';
import { Switch } from '../../../components/ui/switch';
import { useI18n } from '../../../i18n/i18n-context';
import type { ReminderChannelName, UserSettings } from '../../../lib/settings';
import { useReminderChannels, type DevicePush } from '../api/reminder-channels';
import { ReminderOrder } from './reminder-order';

const DEVICE_NOTE: Partial<Record<DevicePush, string>> = {
  denied: 'profile.channels.device.denied',
  unsupported: 'profile.channels.device.unsupported',
  failed: 'profile.channels.device.failed',
};

function Row({ label, detail, children }: { label: string; detail?: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-4 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        {detail ? <p className="text-xs break-words text-slate-500">{detail}</p> : null}
      </div>
      {children}
    </li>
  );
}

export function ReminderChannelsList(props: {
  device: { state: DevicePush; turnOn: () => Promise<unknown>; turnOff: () => Promise<void> };
  onSettings: (patch: Partial<UserSettings>) => void;
}) {
  const { t } = useI18n();
  const { data } = useReminderChannels(true);
  const { device } = props;
  const deviceNote = DEVICE_NOTE[device.state];
  const deviceOn = device.state === 'on';
  const others = data ? Math.max(0, data.push.devices - (deviceOn ? 1 : 0)) : 0;
  const anyOn = deviceOn || others > 0 || data?.email?.on || data?.telegram?.on || data?.slack?.on;

  return (
    <section aria-labelledby="reminder-channels-heading" className="mt-3 rounded-lg border border-slate-200 px-3 py-1">
      <h3 id="reminder-channels-heading" className="pt-2 text-sm font-semibold text-slate-700">
        {t('profile.channels.title')}
      </h3>
      <ul className="divide-y divide-slate-100">
        <Row
          label={t('profile.channels.device.label')}
          detail={
            deviceNote
              ? t(deviceNote)
              : others > 0
                ? t('profile.channels.device.alsoOthers', { count: others })
                : t('profile.channels.device.notifications')
          }
        >
          <Switch
            aria-label={t('profile.channels.device.aria')}
            checked={deviceOn}
            disabled={device.state === 'checking' || device.state === 'unsupported'}
            onCheckedChange={(on) => void (on ? device.turnOn() : device.turnOff())}
          />
        </Row>
        {data?.email ? (
          <Row label={t('common.email')} detail={data.email.address}>
            <Switch
              aria-label={t('profile.channels.email.aria')}
              checked={data.email.on}
              onCheckedChange={(emailReminders) => props.onSettings({ emailReminders })}
            />
          </Row>
        ) : null}
        {data?.telegram ? (
          <Row
            label="Telegram"
            detail={t(
              data.telegram.notify ? 'profile.channels.telegram.notifyOn' : 'profile.channels.telegram.notifyOff',
            )}
          >
            <Switch
              aria-label={t('profile.channels.telegram.aria')}
              checked={data.telegram.on}
              onCheckedChange={(telegramReminders) => props.onSettings({ telegramReminders })}
            />
          </Row>
        ) : null}
        {data?.slack ? (
          <Row
            label="Slack"
            detail={t(data.slack.notify ? 'profile.channels.slack.notifyOn' : 'profile.channels.slack.notifyOff')}
          >
            <Switch
              aria-label={t('profile.channels.slack.aria')}
              checked={data.slack.on}
              onCheckedChange={(slackReminders) => props.onSettings({ slackReminders })}
            />
          </Row>
        ) : null}
      </ul>
      {data?.order ? (
        <ReminderOrder
          order={data.order}
          on={
            new Set<ReminderChannelName>([
              ...(deviceOn || others > 0 ? (['push'] as const) : []),
              ...(data.email?.on ? (['email'] as const) : []),
              ...(data.telegram?.on ? (['telegram'] as const) : []),
              ...(data.slack?.on ? (['slack'] as const) : []),
            ])
          }
          everyChannel={data.everyChannel ?? false}
          onSettings={props.onSettings}
        />
      ) : null}
      {data && !anyOn && device.state !== 'checking' ? (
        <p role="status" className="pb-2 text-xs text-amber-700">
          {t('profile.channels.nowhere')}
        </p>
      ) : null}
    </section>
  );
}
