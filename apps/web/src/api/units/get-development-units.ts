// GET /developments/{slug}/units (Admin, sales team; issue 22): the office's inventory the
// stacking plan draws — every unit with its status, price and buyer, and the count per status.
// Fetched again on each event of the plan's stream of changes (watch-development-units.ts), and
// polled with If-None-Match — every second without the stream, every 15 s as a safety net with
// it: a 304 keeps the answer the plan already has (the same object, so nothing is drawn again).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DevelopmentUnitsAnswer, Language } from '@vitrina/contracts';
import { apiRequestConditional, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * How often the plan asks whether anything changed while its stream of changes is not open:
 * a move made on any instance shows within about a second (issue 22). An unchanged plan
 * answers 304, so a poll draws nothing.
 */
export const UNITS_POLL_MS = 1_000;
/** With the stream open (decision 037) a move shows at its event; the poll only covers a lost one. */
export const UNITS_SAFETY_POLL_MS = 15_000;

/** The last answer and its ETag per address: what a 304 stands for. */
const lastAnswers = new Map<string, { etag: string; data: DevelopmentUnitsAnswer }>();

export async function fetchDevelopmentUnits(slug: string, { signal, lang }: LocalisedCallOptions): Promise<DevelopmentUnitsAnswer> {
  const path = `/developments/${encodeURIComponent(slug)}/units`;
  const memo = `${path}|${lang}`;
  const last = lastAnswers.get(memo);
  // The schemas' chunk loads beside the request, not after it (as apiRequestChecked does).
  const [{ developmentUnitsAnswerSchema }, answer] = await Promise.all([import('../../lib/answer-schemas'), apiRequestConditional(path, last?.etag ?? null, { signal, lang })]);
  if (!answer.changed && last) return last.data;
  if (!answer.changed) throw new Error('304 without an answer to keep');
  const data = developmentUnitsAnswerSchema.parse(answer.data);
  if (answer.etag) lastAnswers.set(memo, { etag: answer.etag, data });
  else lastAnswers.delete(memo);
  return data;
}

export const developmentUnitsQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.units.inventory(slug, lang),
    queryFn: ({ signal }) => fetchDevelopmentUnits(slug, { signal, lang }),
    staleTime: 0,
  });

/**
 * The plan's units, polled while the screen is shown (and the tab visible); `live`: the stream
 * of changes is open, so the poll slows to a safety net.
 */
export const useDevelopmentUnits = (slug: string, lang: Language, { live = false }: { live?: boolean } = {}) =>
  useQuery({ ...developmentUnitsQueryOptions(slug, lang), refetchInterval: live ? UNITS_SAFETY_POLL_MS : UNITS_POLL_MS, refetchIntervalInBackground: false });
