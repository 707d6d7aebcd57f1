// What a unit is called: its unit type's word and its number ('Depto 1203', 'Penthouse 701').
// The demo building, a unit written by hand, the generator and the import all name units so.
import type { TypologyCode } from '@vitrina/contracts';

const NAME_PREFIX: Record<TypologyCode, string> = {
  ESP: 'Estudio',
  EG: 'Estudio Garden',
  EPH: 'Estudio PH',
  '1R': 'Depto',
  '2R': 'Depto',
  '3R': 'Depto',
  PH: 'Penthouse',
};

export function unitNameFor(code: TypologyCode, number: string): string {
  return `${NAME_PREFIX[code]} ${number}`;
}
