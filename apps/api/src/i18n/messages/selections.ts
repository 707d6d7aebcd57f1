// Messages of the buyer's package choice (issue 35, part 1; decision 059).
import type { Messages } from './types';

const es = {
  'selections.unitNotFound': 'No se encontró esa unidad.',
  'selections.buyerOnly': 'Solo el comprador de la unidad puede pedir un paquete; el equipo de ventas aprueba o rechaza las solicitudes.',
  'selections.deadlinePassed': 'El plazo para elegir el paquete de mobiliario terminó. Escriba al equipo de ventas si quiere cambiarlo.',
  'selections.notOffered': 'El paquete {package} no tiene precio para este tipo de unidad: no se puede pedir.',
  'selections.alreadyChosen': 'Su unidad ya tiene ese nivel de mobiliario.',
  'selections.nothingToWithdraw': 'No tiene ninguna solicitud de paquete pendiente que retirar: puede que el equipo de ventas ya la haya respondido.',
  'selections.withdrawn': 'Retiró su solicitud de {package}.',
  'selections.nothingPending': 'Esta unidad no tiene ninguna solicitud de paquete pendiente.',
  'selections.requested': 'Solicitud de {package} enviada al equipo de ventas.',
  'selections.approved': 'Solicitud de {package} aprobada.',
  'selections.declined': 'Solicitud de {package} rechazada.',
  'selections.lineLabel': 'Paquete de mobiliario {package}',
  'selections.standard': 'Estándar',
};

const en: typeof es = {
  'selections.unitNotFound': 'That unit was not found.',
  'selections.buyerOnly': 'Only the unit’s buyer can ask for a package; the sales team approves or declines requests.',
  'selections.deadlinePassed': 'The deadline for choosing the furniture package has passed. Write to the sales team if you want to change it.',
  'selections.notOffered': 'The {package} package has no price for this unit type: it cannot be requested.',
  'selections.alreadyChosen': 'Your unit already has that furniture level.',
  'selections.nothingToWithdraw': 'You have no pending package request to withdraw: the sales team may have answered it already.',
  'selections.withdrawn': 'Your request for {package} was withdrawn.',
  'selections.nothingPending': 'This unit has no pending package request.',
  'selections.requested': 'Request for {package} sent to the sales team.',
  'selections.approved': 'Request for {package} approved.',
  'selections.declined': 'Request for {package} declined.',
  'selections.lineLabel': 'Furniture package {package}',
  'selections.standard': 'Standard',
};

const fr: typeof es = {
  'selections.unitNotFound': 'Ce logement est introuvable.',
  'selections.buyerOnly': 'Seul l’acheteur du logement peut demander un pack ; l’équipe commerciale approuve ou refuse les demandes.',
  'selections.deadlinePassed': 'La date limite pour choisir le pack mobilier est passée. Écrivez à l’équipe commerciale si vous souhaitez le changer.',
  'selections.notOffered': 'Le pack {package} n’a pas de prix pour ce type de logement : il ne peut pas être demandé.',
  'selections.alreadyChosen': 'Votre logement a déjà ce niveau de mobilier.',
  'selections.nothingToWithdraw': 'Vous n’avez aucune demande de pack en attente à retirer : l’équipe commerciale y a peut-être déjà répondu.',
  'selections.withdrawn': 'Votre demande de {package} a été retirée.',
  'selections.nothingPending': 'Ce logement n’a aucune demande de pack en attente.',
  'selections.requested': 'Demande de {package} envoyée à l’équipe commerciale.',
  'selections.approved': 'Demande de {package} approuvée.',
  'selections.declined': 'Demande de {package} refusée.',
  'selections.lineLabel': 'Pack mobilier {package}',
  'selections.standard': 'Standard',
};

export const selectionsMessages: Messages = { es, en, fr };
