/**
 * A plan day's passage, read inline (decision 267) in the person's own Bible: the version is their
 * setting (settings.bibleVersion, as core gives it), named in the address so that a changed setting
 * is a new answer, never a kept copy of the old version.
 */
import { useQuery } from '@tanstack/react-query';
import type { PassageAnswer } from '@dps/core/scripture/get-passage';
import type { Json } from '../../../lib/json';
import { useSettings } from '../../../lib/settings';

export type DayPassage = Json<PassageAnswer>;

/** The words of `ref` alone (no chapter around them); kept like the app's other data, so it reads offline. */
export function useDayPassage(ref: string) {
  const settings = useSettings();
  // Without the settings (an error), the server still reads the person's own version.
  const version = settings.data?.bibleVersion;
  const url = `/api/scripture/passage?ref=${encodeURIComponent(ref)}${version ? `&version=${version}` : ''}`;
  return useQuery<DayPassage>({ queryKey: [url], enabled: !settings.isLoading, retry: false });
}
