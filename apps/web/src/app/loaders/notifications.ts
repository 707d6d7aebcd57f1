// /notifications: the newest page of the person's notifications in the page's language, side by
// side with the screen's code. Signed-in only, so never on the server.
import { notificationsQueryOptions } from '../../api/notifications/get-notifications';
import { prefetch } from '../app-context';

export const loader = ({ context }: { context: unknown }) => prefetch(context, (queryClient, language) => [queryClient.prefetchInfiniteQuery(notificationsQueryOptions(language))]);
