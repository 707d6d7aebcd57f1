// Messages of the comms routes: contact form, leads inbox and the lead notification mail.
// (The contact form's validation texts are shared with the browser: contracts' locales/validation.ts.)
// (The brochure's own copy lives in brochure/brochure-copy.ts: it is a document, not messages.)
import type { Messages } from './types';

const es = {
  'contact.sent': '¡Gracias! Recibimos sus datos y nuestro equipo de ventas se pondrá en contacto con usted muy pronto.',
  'leads.notFound': 'No se encontró ese contacto de ventas.',
  'mail.lead.subject': 'Nuevo contacto de ventas — {name}',
  'mail.lead.intro': 'Llegó un nuevo contacto de ventas desde {source}.',
  'mail.lead.source.contact': 'el formulario de contacto',
  'mail.lead.source.register': 'el formulario de registro',
  'mail.lead.source.package': 'la ventana de paquetes',
  'mail.lead.name': 'Nombre',
  'mail.lead.email': 'Correo electrónico',
  'mail.lead.phone': 'Teléfono',
  'mail.lead.area': 'Área',
  'mail.lead.units': 'Unidades',
  'mail.lead.package': 'Paquete de interés',
  'mail.lead.unit': 'Unidad',
  'mail.lead.language': 'Idioma',
  'mail.lead.language.es': 'español',
  'mail.lead.language.en': 'inglés',
  'mail.lead.language.fr': 'francés',
  'mail.lead.message': 'Mensaje',
};

const en: typeof es = {
  'contact.sent': 'Thank you! We have received your details and our sales team will contact you very soon.',
  'leads.notFound': 'That sales lead was not found.',
  'mail.lead.subject': 'New sales lead — {name}',
  'mail.lead.intro': 'A new sales lead arrived from {source}.',
  'mail.lead.source.contact': 'the contact form',
  'mail.lead.source.register': 'the registration form',
  'mail.lead.source.package': 'the package window',
  'mail.lead.name': 'Name',
  'mail.lead.email': 'E-mail',
  'mail.lead.phone': 'Phone',
  'mail.lead.area': 'Area',
  'mail.lead.units': 'Units',
  'mail.lead.package': 'Package of interest',
  'mail.lead.unit': 'Unit',
  'mail.lead.language': 'Language',
  'mail.lead.language.es': 'Spanish',
  'mail.lead.language.en': 'English',
  'mail.lead.language.fr': 'French',
  'mail.lead.message': 'Message',
};

const fr: typeof es = {
  'contact.sent': 'Merci ! Nous avons bien reçu vos coordonnées et notre équipe commerciale vous contactera très bientôt.',
  'leads.notFound': 'Ce contact commercial est introuvable.',
  'mail.lead.subject': 'Nouveau contact commercial — {name}',
  'mail.lead.intro': 'Un nouveau contact commercial est arrivé depuis {source}.',
  'mail.lead.source.contact': 'le formulaire de contact',
  'mail.lead.source.register': 'le formulaire d’inscription',
  'mail.lead.source.package': 'la fenêtre des forfaits',
  'mail.lead.name': 'Nom',
  'mail.lead.email': 'E-mail',
  'mail.lead.phone': 'Téléphone',
  'mail.lead.area': 'Secteur',
  'mail.lead.units': 'Logements',
  'mail.lead.package': 'Forfait souhaité',
  'mail.lead.unit': 'Logement',
  'mail.lead.language': 'Langue',
  'mail.lead.language.es': 'espagnol',
  'mail.lead.language.en': 'anglais',
  'mail.lead.language.fr': 'français',
  'mail.lead.message': 'Message',
};

export const commsMessages: Messages = { es, en, fr };
