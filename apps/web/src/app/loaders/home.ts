// /home: the development cards (GET /developments) and the first development, whose name and
// city the hero shows and whose package terms the package cards show.
import type { LoaderFunctionArgs } from 'react-router';
import { loadDevelopment } from '../development-loader';

export async function loader({ context }: LoaderFunctionArgs) {
  await loadDevelopment(context, null);
  // No development to show is no reason for a 404 here: the home page stands without one.
  return null;
}
