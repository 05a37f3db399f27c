/**
 * Who may read a request (decision 280): only me, one or more of my groups, or everyone. Everyone
 * is never preselected where a request could reach strangers by accident, and says so in a line of
 * its own (decision 315). Native radios in a fieldset: arrow keys move between them, and the groups
 * are checkboxes under "My groups".
 */
import { Globe, Lock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { cn } from '../lib/cn';
import { useCircles, type AudienceChoice, type Circle, type RequestAudienceAnswer } from '../lib/circles';
import { FieldError } from './ui/field';

/** The key of the message that says what is missing from a choice, or null when it is complete. */
export function audienceProblem(choice: AudienceChoice | null): string | null {
  if (!choice) return 'groups.audience.choose';
  if (choice.kind === 'circles' && choice.circleIds.length === 0) return 'groups.audience.pickGroup';
  return null;
}

/** A group's name as its members know it. */
export function circleName(t: (key: string) => string, circle: { title: string | null }): string {
  return circle.title?.trim() || t('groups.untitled');
}

/** "Only me", "Home group, Youth" or "Everyone": where a request is shared, in a few words. */
export function describeAudience(
  t: (key: string) => string,
  audience: RequestAudienceAnswer | undefined,
  isPublic: boolean,
): string {
  const kind = audience?.kind ?? (isPublic ? 'everyone' : 'only_me');
  if (audience?.kind === 'circles') return audience.circles.map((c) => circleName(t, c)).join(', ');
  return kind === 'everyone' ? t('groups.audience.everyone') : t('groups.audience.onlyMe');
}

function Option({
  name,
  value,
  checked,
  onSelect,
  icon,
  label,
  hint,
  hintId,
  warn,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  label: string;
  hint: string;
  hintId: string;
  warn?: boolean;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-describedby={hintId}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">
        <span className="flex items-center gap-1.5 font-medium text-slate-800">
          {icon}
          {label}
        </span>
        <span id={hintId} className={cn('block text-sm', warn ? 'text-amber-700' : 'text-slate-600')}>
          {hint}
        </span>
      </span>
    </label>
  );
}

export function AudiencePicker({
  id,
  value,
  onChange,
  error,
}: {
  /** Makes the ids and the radios' name unique on the page. */
  id: string;
  value: AudienceChoice | null;
  onChange: (value: AudienceChoice) => void;
  /** The message to show under the choice (already in words). */
  error?: string | null;
}) {
  const { t } = useI18n();
  const { data } = useCircles();
  const circles: Circle[] = data?.circles ?? [];
  const name = `${id}-audience`;
  const chosenIds = value?.kind === 'circles' ? value.circleIds : [];
  const toggle = (circleId: number, on: boolean) =>
    onChange({
      kind: 'circles',
      circleIds: on ? [...chosenIds, circleId] : chosenIds.filter((c) => c !== circleId),
    });
  return (
    <fieldset aria-describedby={error ? `${id}-audience-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('groups.audience.legend')}</legend>
      <div className="space-y-2">
        <Option
          name={name}
          value="only_me"
          checked={value?.kind === 'only_me'}
          onSelect={() => onChange({ kind: 'only_me' })}
          icon={<Lock aria-hidden className="h-4 w-4" />}
          label={t('groups.audience.onlyMe')}
          hint={t('groups.audience.onlyMeHint')}
          hintId={`${id}-only-me-hint`}
        />
        {circles.length > 0 ? (
          <>
            <Option
              name={name}
              value="circles"
              checked={value?.kind === 'circles'}
              // One group: it is the one meant. Several: the person ticks them.
              onSelect={() => onChange({ kind: 'circles', circleIds: circles.length === 1 ? [circles[0]!.id] : [] })}
              icon={<Users aria-hidden className="h-4 w-4" />}
              label={t('groups.audience.myGroups')}
              hint={t('groups.audience.myGroupsHint')}
              hintId={`${id}-groups-hint`}
            />
            {value?.kind === 'circles' ? (
              <fieldset className="ml-7 space-y-1">
                <legend className="sr-only">{t('groups.audience.whichGroups')}</legend>
                {circles.map((c) => (
                  <label key={c.id} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-700"
                      checked={chosenIds.includes(c.id)}
                      onChange={(e) => toggle(c.id, e.target.checked)}
                    />
                    {circleName(t, c)}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </>
        ) : null}
        <Option
          name={name}
          value="everyone"
          checked={value?.kind === 'everyone'}
          onSelect={() => onChange({ kind: 'everyone' })}
          icon={<Globe aria-hidden className="h-4 w-4" />}
          label={t('groups.audience.everyone')}
          hint={t('groups.audience.everyoneHint')}
          hintId={`${id}-everyone-hint`}
          warn
        />
      </div>
      {circles.length === 0 ? <p className="mt-1 text-xs text-slate-500">{t('groups.audience.noGroups')}</p> : null}
      <FieldError id={`${id}-audience-error`} message={error} />
    </fieldset>
  );
}
