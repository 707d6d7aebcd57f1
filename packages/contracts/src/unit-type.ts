// The unit-type line of a unit card or header. Spanish shows the spec's description text
// ('CONDO Depto. -2 Recamaras') exactly; English and French show the API's translated unit-type
// name instead, since the raw description is Spanish shorthand a visitor cannot read.
import type { Property } from './properties';

export function unitTypeText(unit: Pick<Property, 'description' | 'typology_name'>, lang: string | undefined): string {
  if (!lang || lang === 'es' || !unit.typology_name) return unit.description;
  return unit.typology_name;
}
