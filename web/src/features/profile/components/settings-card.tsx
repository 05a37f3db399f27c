import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useSettings, useUpdateSettings } from '../api/profile';

const DEFAULTS = { notifications: true, dailyReminders: false, reminderTime: '08:00' };

/** Notification and daily-reminder switches and the reminder time, each saved as soon as it changes. */
export function SettingsCard() {
  const { data } = useSettings();
  const update = useUpdateSettings();
  const settings = { ...DEFAULTS, ...data };

  return (
    <Card>
      <h2 className="mb-4 font-semibold text-slate-900">Settings</h2>
      <div className="space-y-5">
        <div>
          <div className="flex items-center justify-between gap-4">
            <div>
              <p id="setting-notifications" className="font-medium text-slate-800">
                Notifications
              </p>
              <p className="text-sm text-slate-500">Updates about your prayer life</p>
            </div>
            <Switch
              aria-label="Notifications"
              checked={settings.notifications}
              disabled={!data}
              onCheckedChange={(notifications) => update.mutate({ notifications })}
            />
          </div>
          {settings.notifications ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-500">
              <li>Daily prayer reminders</li>
              <li>Replies and likes on your reflections</li>
              <li>New prayers and topics</li>
              <li>Streak and goal milestones</li>
            </ul>
          ) : null}
        </div>
        <div>
          <div className="flex items-center justify-between gap-4">
            <div>
              <p className="font-medium text-slate-800">Daily Reminders</p>
              <p className="text-sm text-slate-500">A reminder to pray at the same time each day</p>
            </div>
            <Switch
              aria-label="Daily Reminders"
              checked={settings.dailyReminders}
              disabled={!data}
              onCheckedChange={(dailyReminders) => update.mutate({ dailyReminders })}
            />
          </div>
          {settings.dailyReminders ? (
            <div className="mt-3 flex items-center gap-3">
              <label htmlFor="reminder-time" className="text-sm text-slate-600">
                Reminder time
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
        </div>
      </div>
    </Card>
  );
}
