import { Card } from '../../../components/ui/card';
import { zoneName } from '@dps/core/time/zone-display';
import { Input } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useI18n } from '../../../i18n/i18n-context';
import {
  applyAppearance,
  currentAppearance,
  TEXT_SIZE_STEPS,
  type TextSize,
  type Theme,
} from '../../../../shared/appearance';
import { cn } from '../../../lib/cn';
import { useQueryClient } from '@tanstack/react-query';
import { useSettings, useUpdateSettings } from '../../../lib/settings';
import { REMINDER_CHANNELS_KEY, useDevicePush } from '../api/reminder-channels';
import { ReminderChannelsList } from './reminder-channels';
import { invalidateDayData } from '../../../lib/day-data';

const THEME_KEYS: Record<Theme, string> = {
  system: 'profile.settings.theme.system',
  light: 'profile.settings.theme.light',
  dark: 'profile.settings.theme.dark',
};
const TEXT_SIZE_KEYS: Record<TextSize, string> = {
  small: 'profile.settings.textSize.small',
  default: 'profile.settings.textSize.default',
  large: 'profile.settings.textSize.large',
  larger: 'profile.settings.textSize.larger',
  largest: 'profile.settings.textSize.largest',
};

/** Each language named in itself, so anyone can find their own whatever the screen is in. */
const LANGUAGE_OPTIONS = [
  { value: 'en', name: 'English' },
  { value: 'es', name: 'Español' },
] as const;

/** A row of radio buttons that looks like a segmented control; arrow keys move between them. */
function Choice<T extends string>({
  legend,
  hint,
  name,
  value,
  options,
  disabled,
  onChange,
}: {
  legend: string;
  hint: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="font-medium text-slate-800">{legend}</legend>
      <p className="text-sm text-slate-500">{hint}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
              value === o.value
                ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700'
                : 'border-slate-300 text-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const DEFAULTS = { notifications: true, dailyReminders: false, reminderTime: '08:00' };

/** Notification and daily-reminder switches and the reminder time, each saved as soon as it changes. */
export function SettingsCard() {
  const { t, setLanguage, language } = useI18n();
  const { data } = useSettings();
  const update = useUpdateSettings();
  const device = useDevicePush();
  const queryClient = useQueryClient();
  const refreshChannels = () => void queryClient.invalidateQueries({ queryKey: REMINDER_CHANNELS_KEY });
  const settings = { ...DEFAULTS, ...currentAppearance(), ...data };
  const setAppearance = (patch: { theme?: Theme; textSize?: (typeof TEXT_SIZE_STEPS)[number]['value'] }) => {
    applyAppearance({ ...currentAppearance(), ...patch });
    update.mutate(patch);
  };

  return (
    <Card>
      <h2 className="mb-4 font-semibold text-slate-900">{t('profile.settings.title')}</h2>
      <div className="space-y-5">
        <div>
          {/* At a large text size the switch goes under its words rather than off the screen (a long
              Spanish word such as "Notificaciones" cannot share a 390 px line with it at 200 %). */}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <div className="min-w-0 grow basis-40 hyphens-auto break-words">
              <p id="setting-notifications" className="font-medium text-slate-800">
                {t('profile.settings.notifications')}
              </p>
              <p className="text-sm text-slate-500">{t('profile.settings.notificationsHint')}</p>
            </div>
            <Switch
              aria-label={t('profile.settings.notifications')}
              checked={settings.notifications}
              disabled={!data}
              onCheckedChange={(notifications) => update.mutate({ notifications })}
            />
          </div>
          {settings.notifications ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-500">
              <li>{t('profile.settings.notificationKinds.reminders')}</li>
              <li>{t('profile.settings.notificationKinds.replies')}</li>
              <li>{t('profile.settings.notificationKinds.newPrayers')}</li>
              <li>{t('profile.settings.notificationKinds.milestones')}</li>
            </ul>
          ) : null}
        </div>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <div className="min-w-0 grow basis-40 hyphens-auto break-words">
              <p className="font-medium text-slate-800">{t('profile.settings.dailyReminders')}</p>
              <p className="text-sm text-slate-500">{t('profile.settings.dailyRemindersHint')}</p>
            </div>
            <Switch
              aria-label={t('profile.settings.dailyReminders')}
              checked={settings.dailyReminders}
              disabled={!data}
              onCheckedChange={(dailyReminders) => {
                // On: this device is asked first, inside the tap (the permission prompt needs it).
                if (dailyReminders && device.state !== 'unsupported') void device.turnOn();
                else if (!dailyReminders && device.state === 'on') void device.turnOff();
                update.mutate({ dailyReminders }, { onSettled: refreshChannels });
              }}
            />
          </div>
          {settings.dailyReminders ? (
            <div className="mt-3 flex items-center gap-3">
              <label htmlFor="reminder-time" className="text-sm text-slate-600">
                {t('profile.settings.reminderTime')}
              </label>
              <div className="w-36">
                <Input
                  id="reminder-time"
                  type="time"
                  value={settings.reminderTime}
                  onChange={(e) => {
                    if (e.target.value) update.mutate({ reminderTime: e.target.value });
                  }}
                />
              </div>
            </div>
          ) : null}
          {settings.dailyReminders && data?.timeZone ? (
            <p className="mt-1 text-xs text-slate-500">
              {t('profile.settings.everyDayIn', { zone: zoneName(data.timeZone, language) })}
            </p>
          ) : null}
          {settings.dailyReminders ? (
            <ReminderChannelsList
              device={device}
              onSettings={(patch) => update.mutate(patch, { onSettled: refreshChannels })}
            />
          ) : null}
        </div>
        <Choice
          legend={t('profile.settings.appearance')}
          hint={t('profile.settings.appearanceHint')}
          name="theme"
          value={settings.theme}
          options={(Object.keys(THEME_KEYS) as Theme[]).map((value) => ({ value, label: t(THEME_KEYS[value]) }))}
          disabled={!data}
          onChange={(theme) => setAppearance({ theme })}
        />
        <Choice
          legend={t('profile.settings.textSizeLegend')}
          hint={t('profile.settings.textSizeHint')}
          name="text-size"
          value={settings.textSize}
          options={TEXT_SIZE_STEPS.map((s) => ({ value: s.value, label: t(TEXT_SIZE_KEYS[s.value]) }))}
          disabled={!data}
          onChange={(textSize) => setAppearance({ textSize })}
        />
        <div>
          <label htmlFor="setting-language" className="font-medium text-slate-800">
            {t('profile.settings.language')}
          </label>
          <p id="setting-language-hint" className="text-sm text-slate-500">
            {t('profile.settings.languageHint')}
          </p>
          <select
            id="setting-language"
            aria-describedby="setting-language-hint"
            className="mt-2 min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800"
            value={data?.language ?? 'en'}
            disabled={!data}
            onChange={(e) => {
              const language = e.target.value as 'en' | 'es';
              // The whole app changes at once (the saved setting confirms it; AppearanceSync puts it back
              // should the server refuse). Today and the days offline are the new language's prayers once
              // it is saved.
              void setLanguage(language);
              update.mutate({ language }, { onSuccess: () => invalidateDayData(queryClient) });
            }}
          >
            {LANGUAGE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value} lang={o.value}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Card>
  );
}
