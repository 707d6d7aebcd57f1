// A unit created in bulk (generator, import) is named after its unit type and number, as the
// demo's units are ("Dos recámaras 1203"); its description is its unit type's (SPEC §3 text).
import type { OwnTypology } from '../routes/unit-setup/unit-setup-repository';

export const unitNameOf = (type: Pick<OwnTypology, 'nameEs'>, number: string) => `${type.nameEs} ${number}`.trim();
