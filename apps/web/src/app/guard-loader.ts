// The guard as a route loader: it runs before the screen's code loads, so a visitor without
// the right session never sees a flash of the screen they may not open.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { userTypeOf } from '@vitrina/contracts';
import { guardRedirect } from '../lib/guard';
import type { Access } from '../lib/routes';
import { getSession } from '../lib/session';

export function guard(access: Access) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { token, user } = getSession();
    const to = guardRedirect(access, { token, type: user ? userTypeOf(user.type) : null }, url.pathname + url.search);
    if (to) throw redirect(to);
    return null;
  };
}
