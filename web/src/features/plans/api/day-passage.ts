/**
 * A plan day's passage, read inline (decision 267) through the one scripture route: without a version
 * the server reads the person's own Bible (settings.bibleVersion), the same one the reader opens.
 */
import { useQuery } from '@tanstack/react-query';
import type { PassageAnswer } from '@dps/core/scripture/get-passage';
import type { Json } from '../../../lib/json';

export type DayPassage = Json<PassageAnswer>;

/** The words of `ref` alone (no chapter around them); kept like the app's other data, so it reads offline. */
export function useDayPassage(ref: string) {
  return useQuery<DayPassage>({ queryKey: [`/api/scripture/passage?ref=${encodeURIComponent(ref)}`], retry: false });
}
