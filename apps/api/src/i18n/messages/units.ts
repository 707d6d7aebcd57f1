// Messages of the units routes (SPEC §8 texts exactly, in Spanish).
import type { Messages } from './types';

const es = {
  'units.notFound': 'No se encontró la unidad.',
  'units.userNotFound': 'No se encontró el usuario.',
  'units.onlyOwnUnits': 'Solo puedes ver tus propias unidades.',
  'units.alreadyAssigned': 'Esta unidad ya fue asignada a otro propietario.',
  // SPEC §8: success and failure of the assign dialog, and the users list failing to load.
  'units.assignSuccess': 'Propiedad {unit} asignada exitosamente a {user}',
  'units.assignError': 'Error al asignar la propiedad',
  'units.loadUsersError': 'Error al cargar los usuarios',
};

const en: typeof es = {
  'units.notFound': 'We could not find this unit.',
  'units.userNotFound': 'We could not find this user.',
  'units.onlyOwnUnits': 'You can only see your own units.',
  'units.alreadyAssigned': 'This unit has already been assigned to another owner.',
  'units.assignSuccess': 'Property {unit} successfully assigned to {user}',
  'units.assignError': 'Error assigning the property',
  'units.loadUsersError': 'Error loading the users',
};

const fr: typeof es = {
  'units.notFound': 'Nous n’avons pas trouvé ce logement.',
  'units.userNotFound': 'Nous n’avons pas trouvé cet utilisateur.',
  'units.onlyOwnUnits': 'Vous ne pouvez voir que vos propres logements.',
  'units.alreadyAssigned': 'Ce logement a déjà été attribué à un autre propriétaire.',
  'units.assignSuccess': 'Propriété {unit} attribuée avec succès à {user}',
  'units.assignError': 'Erreur lors de l’attribution de la propriété',
  'units.loadUsersError': 'Erreur lors du chargement des utilisateurs',
};

export const unitsMessages: Messages = { es, en, fr };
