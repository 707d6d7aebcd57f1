// Messages of the units routes (SPEC §8 texts exactly, in Spanish).
import type { Messages } from './types';

const es = {
  'units.notFound': 'No se encontró la unidad.',
  'units.userNotFound': 'No se encontró el usuario.',
  'units.onlyOwnUnits': 'Solo puede ver sus propias unidades.',
  'units.alreadyAssigned': 'Esta unidad ya fue asignada a otro propietario.',
  // SPEC §8: success and failure of the assign dialog, and the users list failing to load.
  'units.assignSuccess': 'Propiedad {unit} asignada exitosamente a {user}',
  'units.assignError': 'Error al asignar la propiedad',
  'units.loadUsersError': 'Error al cargar los usuarios',
  // Issue 22: a unit's status change (decision 033).
  'units.statusConflict': 'Otra persona acaba de cambiar esta unidad. Vuelva a cargarla y decida de nuevo.',
  'units.statusForbidden': 'Su cuenta no puede hacer este cambio: el equipo de ventas aparta unidades y libera sus propios apartados; lo demás lo hace un Admin.',
  'units.notAMove.available': 'La unidad ya está disponible: puede apartarse, reservarse o venderse.',
  'units.notAMove.on_hold': 'La unidad ya está apartada: puede liberarse, reservarse o venderse.',
  'units.notAMove.reserved': 'La unidad está reservada: solo puede venderse o cancelarse la reserva.',
  'units.notAMove.sold': 'La unidad está vendida: solo un Admin puede cancelar la venta y dejarla disponible.',
  // Issue 22: setting up, pricing and publishing units (decision 034).
  'units.numberTaken': 'Ya hay una unidad con el número {number} en este desarrollo.',
  'units.cellTaken': 'El piso {floor}, posición {position} ya tiene una unidad ({number}).',
  'units.priceBelowZero': 'Con este cambio el precio de {count} unidades quedaría por debajo de cero o por encima del máximo; no se cambió nada.',
  'units.tooManyUnits': 'Con estas unidades el desarrollo pasaría de {max} unidades; no se creó ninguna.',
  'units.availabilityNotPublished': 'Este desarrollo no publica su disponibilidad.',
  'units.importHasErrors': 'El archivo tiene {count} errores; no se importó nada. Corríjalos y vuelva a intentarlo.',
  // Issue 22: the units as a spreadsheet (the catalogue import's other messages serve too).
  'units.import.fileRequired': 'Envía las unidades (CSV o XLSX) como formulario multipart en el campo «file».',
  'units.import.tooLarge': 'El archivo pesa más de {megabytes} MB.',
  'units.import.empty': 'El archivo no tiene unidades: necesita una fila de cabecera con los nombres de las columnas y al menos una fila debajo.',
  'units.import.tooManyRows': 'El archivo tiene más de {max} filas de unidades, más de las que puede tener un desarrollo.',
  // Issue 22: the plan's stream of changes (decision 037), refused when an instance has no room.
  'units.changes.tooManyStreams': 'El servidor tiene demasiados planos abiertos en este momento; el plano se actualizará cada segundo mientras tanto.',
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
  'units.numberTaken': 'There is already a unit numbered {number} in this development.',
  'units.cellTaken': 'Floor {floor}, position {position} already has a unit ({number}).',
  'units.priceBelowZero': 'This change would take the price of {count} units below zero or above the maximum; nothing was changed.',
  'units.tooManyUnits': 'These units would take the development past {max} units; none was created.',
  'units.availabilityNotPublished': 'This development does not publish its availability.',
  'units.importHasErrors': 'The file has {count} errors; nothing was imported. Fix them and try again.',
  'units.import.fileRequired': 'Send the units (CSV or XLSX) as a multipart form in the “file” field.',
  'units.import.tooLarge': 'The file is larger than {megabytes} MB.',
  'units.import.empty': 'The file has no units: it needs a header row with the column names and at least one row below it.',
  'units.import.tooManyRows': 'The file has more than {max} unit rows, more than a development can have.',
  'units.changes.tooManyStreams': 'The server has too many plans open right now; the plan will refresh every second meanwhile.',
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
  'units.numberTaken': 'Un logement porte déjà le numéro {number} dans ce programme.',
  'units.cellTaken': 'L’étage {floor}, position {position} a déjà un logement ({number}).',
  'units.priceBelowZero': 'Ce changement ferait passer le prix de {count} logements sous zéro ou au-dessus du maximum ; rien n’a été modifié.',
  'units.tooManyUnits': 'Ces logements porteraient le programme au-delà de {max} logements ; aucun n’a été créé.',
  'units.availabilityNotPublished': 'Ce programme ne publie pas sa disponibilité.',
  'units.importHasErrors': 'Le fichier contient {count} erreurs ; rien n’a été importé. Corrigez-les et réessayez.',
  'units.import.fileRequired': 'Envoyez les logements (CSV ou XLSX) dans un formulaire multipart, champ « file ».',
  'units.import.tooLarge': 'Le fichier dépasse {megabytes} Mo.',
  'units.import.empty': 'Le fichier ne contient aucun logement : il faut une ligne d’en-tête avec les noms des colonnes et au moins une ligne en dessous.',
  'units.import.tooManyRows': 'Le fichier compte plus de {max} lignes de logements, plus qu’un programme ne peut en avoir.',
  'units.changes.tooManyStreams': 'Le serveur a trop de plans ouverts en ce moment ; le plan se mettra à jour chaque seconde en attendant.',
};

export const unitsMessages: Messages = { es, en, fr };
