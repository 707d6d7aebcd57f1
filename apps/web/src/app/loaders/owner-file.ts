// /property/{id}/file: the unit (its name) and its file — documents, schedule, thread — in the
// page's language, side by side with the screen's code. Signed-in only, so never on the server.
import type { LoaderFunctionArgs } from 'react-router';
import { unitDocumentsQueryOptions } from '../../api/owner-file/get-unit-documents';
import { unitMessagesQueryOptions } from '../../api/owner-file/get-unit-messages';
import { unitPaymentsQueryOptions } from '../../api/owner-file/get-unit-payments';
import { propertyQueryOptions } from '../../api/properties/get-property';
import { prefetch } from '../app-context';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetch(context, (queryClient, language) => {
    const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
    if (id === null) return [];
    return [
      queryClient.prefetchQuery(propertyQueryOptions(String(id), language)),
      queryClient.prefetchQuery(unitDocumentsQueryOptions(id, language)),
      queryClient.prefetchQuery(unitPaymentsQueryOptions(id, language)),
      queryClient.prefetchInfiniteQuery(unitMessagesQueryOptions(id, language)),
    ];
  });
