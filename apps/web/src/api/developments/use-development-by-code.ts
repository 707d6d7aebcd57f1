// A unit names its development by code ('PDC'); its pages (the show room's BLACK view, its
// terms) read the development's detail: found through the list, which knows each code's slug.
import { useDevelopment } from './get-development';
import { useDevelopments } from './get-developments';

export function useDevelopmentByCode(code: string | null | undefined) {
  const list = useDevelopments({ enabled: !!code });
  const slug = code ? (list.data?.find((d) => d.code === code)?.slug ?? null) : null;
  return useDevelopment(slug);
}
