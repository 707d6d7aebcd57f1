// /availability (the first development) and /developments/{slug}/availability (issue 22): the
// development and its public plan, prefetched so the server's HTML carries both. A development
// that does not publish its plan is a 404 page, like an unknown one.
import { data, type LoaderFunctionArgs } from 'react-router';
import type { AvailabilityAnswer } from '@vitrina/contracts';
import { availabilityQueryOptions } from '../../api/developments/get-availability';
import { readAppContext } from '../app-context';
import { loadDevelopment } from '../development-loader';

export async function loader({ context, params }: LoaderFunctionArgs) {
  let planSlug: string | null = null;
  const answer = await loadDevelopment(context, params.slug ?? null, {
    more: (queryClient, language, slug) => {
      planSlug = slug;
      return [queryClient.prefetchQuery(availabilityQueryOptions(slug, language))];
    },
  });
  if (answer !== null) return answer;
  const { queryClient, language, server } = readAppContext(context);
  if (server && planSlug !== null && queryClient.getQueryData<AvailabilityAnswer | null>(availabilityQueryOptions(planSlug, language).queryKey) === null) {
    return data(null, { status: 404 });
  }
  return null;
}
