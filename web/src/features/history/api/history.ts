import { useQuery } from '@tanstack/react-query';

export type PastDay = {
  date: string;
  prayer: { id: number; title: string; scriptureReference: string | null } | null;
  prayed: boolean;
  reflection: { id: number; content: string; isPublic: boolean } | null;
};

export type PastDaysMonth = {
  month: string;
  joinedOn: string;
  today: string;
  previousMonth: string | null;
  nextMonth: string | null;
  days: PastDay[];
};

export type PastDayDetail = {
  date: string;
  isToday: boolean;
  prayed: boolean;
  prayer: {
    id: number;
    title: string;
    content: string;
    scripture: string | null;
    scriptureReference: string | null;
    isFavorited: boolean;
  };
};

/** One month of the calendar; without a month, the person's current month (their zone decides). */
export function usePastDays(month: string | null) {
  return useQuery<PastDaysMonth>({ queryKey: ['/api/history', ...(month ? [`?month=${month}`] : [])] });
}

export function usePastDay(date: string) {
  return useQuery<PastDayDetail>({ queryKey: ['/api/history', date] });
}
