// Opening what a notification points to reads it (decision 066): the page's path and query are
// sent once per page opened, and only while the person has something unread — a person with
// nothing unread sends nothing. The server marks their unread notifications whose link, without
// its #fragment, is that page (/news reads every /news#post-N).

/** The page as a notification's link names it: path and query, no fragment. */
export const openedLink = (pathname: string, search: string) => `${pathname}${search === '?' ? '' : search}`;

/** Whether to tell the server that `link` was opened: something unread, and not told of this page already. */
export function shouldMarkOpened(link: string, unread: number | undefined, lastTold: string | null): boolean {
  return !!unread && unread > 0 && link !== lastTold;
}
