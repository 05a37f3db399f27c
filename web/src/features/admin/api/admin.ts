import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import { apiJson } from '../../../lib/api-client';
import type { AdminCalendar } from '@dps/core/admin/admin-calendar';
import type { ImportReport } from '@dps/core/admin/import-daily-prayers';
import type { Topic } from '@dps/core/topics/topic';
import type { Json } from '../../../lib/json';
import type {
  DeliveryHealth as CoreDeliveryHealth,
  HealthFigures as CoreHealthFigures,
} from '@dps/core/admin/delivery-health';
import type { AdminDailyPrayer as CoreAdminDailyPrayer } from '@dps/core/admin/daily-prayer';

export type DailyPrayerPayload = {
  title: string;
  content: string;
  scripture: string;
  scripture_reference: string;
  topic_id: number;
  date: string;
  is_daily: true;
  /** Whose prayer it is: people reading this language get it on that date (decision 231). */
  language: Language;
  /** Confirms "Replace it?" for a date that already has a scheduled prayer. */
  replace?: boolean;
};

// The shapes of the calendar and the import report are core's own (they are plain JSON).
export type { AdminCalendar, CalendarDay } from '@dps/core/admin/admin-calendar';
export type { ImportReport, ImportRowReport as ImportRow } from '@dps/core/admin/import-daily-prayers';

export type SlackMessage = { text: string; blocks: SlackBlock[] };
export type SlackText = { type: 'mrkdwn' | 'plain_text'; text: string };
export type SlackBlock = {
  type: string;
  text?: SlackText;
  elements?: { type: string; text: SlackText | string }[];
};
/** Core keeps Slack's blocks opaque; the client reads the few kinds of block the bot makes (SlackBlock). */
export type PrayerPreview = {
  web: { title: string; content: string; scripture: string | null; scriptureReference: string | null; date: string };
  telegram: { privateChat: string; group: string };
  slack: { dm: SlackMessage; channel: SlackMessage };
};

// GET /api/admin/delivery-health, typed by core, as JSON delivers it.
export type HealthFigures = Json<CoreHealthFigures>;
export type DeliveryHealth = Json<CoreDeliveryHealth>;

export const CALENDAR_KEY = ['/api/admin/calendar'] as const;

/** The calendar of one language's prayers (English is the API's default, so its URL stays bare). */
export function calendarUrl(language: Language): string {
  return language === DEFAULT_LANGUAGE ? CALENDAR_KEY[0] : `${CALENDAR_KEY[0]}?language=${language}`;
}

export function useAdminCalendar(language: Language) {
  return useQuery<AdminCalendar>({
    queryKey: [...CALENDAR_KEY, language],
    queryFn: () => apiJson<AdminCalendar>('GET', calendarUrl(language)),
  });
}

export function useAdminTopics() {
  return useQuery<Topic[]>({ queryKey: ['/api/topics'] });
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/daily-prayers'] });
    // A correction in place may be today's prayer.
    void queryClient.invalidateQueries({ queryKey: ['/api/prayers/daily'] });
  };
}

/** Create (no id) or edit (id) a scheduled prayer. */
export function useSaveDailyPrayer() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: number | undefined; payload: DailyPrayerPayload }) =>
      id === undefined
        ? apiJson<AdminDailyPrayer>('POST', '/api/admin/daily-prayer', payload)
        : apiJson<AdminDailyPrayer>('PUT', `/api/admin/daily-prayers/${id}`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteDailyPrayer() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ date: string }>('DELETE', `/api/admin/daily-prayers/${id}`),
    onSuccess: refresh,
  });
}

export function useImportDailyPrayers() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: { format: 'csv' | 'json'; text: string; replace: boolean }) =>
      apiJson<ImportReport>('POST', '/api/admin/daily-prayers/import', body),
    onSuccess: refresh,
  });
}

export function usePrayerPreview() {
  return useMutation({
    mutationFn: (body: {
      title: string;
      content: string;
      scripture: string;
      scripture_reference: string;
      date: string;
      /** The prayer's language, for the channels' own words around it. */
      language: Language;
    }) => apiJson<PrayerPreview>('POST', '/api/admin/preview', body),
  });
}

export function useDeliveryHealth() {
  return useQuery<DeliveryHealth>({ queryKey: ['/api/admin/delivery-health'] });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type AdminDailyPrayer = Json<CoreAdminDailyPrayer>;
