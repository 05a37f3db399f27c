/**
 * What the landing page shows of the reader and the plans (decision 268): a verse and a plan's first
 * day, read through the same public routes the app uses. A visitor reads their language's Bible
 * (the passage route picks it from `lang`), never a translation of ours.
 */
import { useQuery } from '@tanstack/react-query';
import type { PlanDetail, PlanSummary } from '@dps/core/plans/plan-library';
import type { PassageAnswer } from '@dps/core/scripture/get-passage';
import type { Json } from '../../../lib/json';

export type SamplePassage = Json<PassageAnswer>;

export function useSamplePassage(ref: string | undefined, lang: string) {
  return useQuery<SamplePassage>({
    queryKey: [`/api/scripture/passage?ref=${encodeURIComponent(ref ?? '')}&lang=${lang}`],
    enabled: Boolean(ref),
    retry: false,
  });
}

/** The first plan of the language's library, whole (its days), or nothing while there is none. */
export function useSamplePlan(language: string) {
  const list = useQuery<PlanSummary[]>({ queryKey: [`/api/plans?language=${language}`], retry: false });
  const first = list.data?.[0]?.id;
  return useQuery<PlanDetail>({ queryKey: ['/api/plans', first], enabled: Boolean(first), retry: false });
}
