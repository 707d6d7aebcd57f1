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
  // Issue 22: a unit's status change (decision 033).
  'units.statusConflict': 'Otra persona acaba de cambiar esta unidad. Vuelve a cargarla y decide de nuevo.',
  'units.statusForbidden': 'Tu cuenta no puede hacer este cambio: el equipo de ventas aparta unidades y libera sus propios apartados; lo demás lo hace un Admin.',
  'units.notAMove.available': 'La unidad ya está disponible: puede apartarse, reservarse o venderse.',
  'units.notAMove.on_hold': 'La unidad ya está apartada: puede liberarse, reservarse o venderse.',
  'units.notAMove.reserved': 'La unidad está reservada: solo puede venderse o cancelarse la reserva.',
  'units.notAMove.sold': 'La unidad está vendida: solo un Admin puede cancelar la venta y dejarla disponible.',
};

const en: typeof es = {
  'units.notFound': 'We could not find this unit.',
  'units.userNotFound': 'We could not find this user.',
  'units.onlyOwnUnits': 'You can only see your own units.',
  'units.alreadyAssigned': 'This unit has already been assigned to another owner.',
  'units.assignSuccess': 'Property {unit} successfully assigned to {user}',
  'units.assignError': 'Error assigning the property',
  'units.loadUsersError': 'Error loading the users',
  'units.statusConflict': 'Someone has just changed this unit. Reload it and decide again.',
  'units.statusForbidden': 'Your account cannot make this change: the sales team places holds and releases its own; everything else is done by an Admin.',
  'units.notAMove.available': 'The unit is already available: it can be put on hold, reserved or sold.',
  'units.notAMove.on_hold': 'The unit is already on hold: it can be released, reserved or sold.',
  'units.notAMove.reserved': 'The unit is reserved: it can only be sold, or its reservation cancelled.',
  'units.notAMove.sold': 'The unit is sold: only an Admin can cancel the sale and make it available.',
};

const fr: typeof es = {
  'units.notFound': 'Nous n’avons pas trouvé ce logement.',
  'units.userNotFound': 'Nous n’avons pas trouvé cet utilisateur.',
  'units.onlyOwnUnits': 'Vous ne pouvez voir que vos propres logements.',
  'units.alreadyAssigned': 'Ce logement a déjà été attribué à un autre propriétaire.',
  'units.assignSuccess': 'Propriété {unit} attribuée avec succès à {user}',
  'units.assignError': 'Erreur lors de l’attribution de la propriété',
  'units.loadUsersError': 'Erreur lors du chargement des utilisateurs',
  'units.statusConflict': 'Quelqu’un vient de modifier ce logement. Rechargez-le et décidez à nouveau.',
  'units.statusForbidden': 'Votre compte ne peut pas faire ce changement : l’équipe commerciale pose des options et lève les siennes ; le reste est fait par un Admin.',
  'units.notAMove.available': 'Le logement est déjà disponible : il peut être mis en option, réservé ou vendu.',
  'units.notAMove.on_hold': 'Le logement est déjà en option : l’option peut être levée, ou le logement réservé ou vendu.',
  'units.notAMove.reserved': 'Le logement est réservé : il peut seulement être vendu, ou la réservation annulée.',
  'units.notAMove.sold': 'Le logement est vendu : seul un Admin peut annuler la vente et le rendre disponible.',
};

export const unitsMessages: Messages = { es, en, fr };
