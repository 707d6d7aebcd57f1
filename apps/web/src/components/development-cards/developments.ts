// The developments of the cards and the picker (SPEC §2.14–2.15): Playa del Carmen first,
// Miami second and coming soon. Names and texts are in the home catalogue.
import { FIRST_DEVELOPMENT } from '../../lib/routes';

export const DEVELOPMENTS = [
  { code: 'PDC', slug: FIRST_DEVELOPMENT, comingSoon: false },
  { code: 'MIA', slug: 'miami', comingSoon: true },
] as const;
export type DevelopmentCode = (typeof DEVELOPMENTS)[number]['code'];
