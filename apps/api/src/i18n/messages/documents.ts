// Messages of a unit's documents (issue 34, the owner's file).
import type { Messages } from './types';

const es = {
  'documents.notFound': 'No se encontró ese documento.',
  'documents.unitNotFound': 'No se encontró esa unidad.',
  'documents.fileRequired': 'Adjunte el archivo del documento (campo «file»).',
  'documents.fileEmpty': 'El archivo está vacío. Adjunte el documento completo.',
  'documents.fileTooLarge': 'El archivo pesa más de {megabytes} MB. Suba uno más pequeño.',
  'documents.fileUnsupported': 'El documento debe ser un PDF o una imagen JPEG, PNG o WebP completa.',
  'documents.added': 'Documento «{title}» agregado.',
  'documents.versionAdded': 'Nueva versión ({version}) de «{title}» guardada.',
  'documents.changed': 'Documento «{title}» actualizado.',
  'documents.deleted': 'Documento «{title}» eliminado.',
};

const en: typeof es = {
  'documents.notFound': 'That document was not found.',
  'documents.unitNotFound': 'That unit was not found.',
  'documents.fileRequired': 'Attach the document’s file (field “file”).',
  'documents.fileEmpty': 'The file is empty. Attach the whole document.',
  'documents.fileTooLarge': 'The file is larger than {megabytes} MB. Please upload a smaller one.',
  'documents.fileUnsupported': 'The document must be a PDF or a whole JPEG, PNG or WebP picture.',
  'documents.added': 'Document “{title}” added.',
  'documents.versionAdded': 'New version ({version}) of “{title}” saved.',
  'documents.changed': 'Document “{title}” updated.',
  'documents.deleted': 'Document “{title}” deleted.',
};

const fr: typeof es = {
  'documents.notFound': 'Ce document est introuvable.',
  'documents.unitNotFound': 'Ce logement est introuvable.',
  'documents.fileRequired': 'Joignez le fichier du document (champ « file »).',
  'documents.fileEmpty': 'Le fichier est vide. Joignez le document complet.',
  'documents.fileTooLarge': 'Le fichier dépasse {megabytes} Mo. Envoyez-en un plus petit.',
  'documents.fileUnsupported': 'Le document doit être un PDF ou une image JPEG, PNG ou WebP complète.',
  'documents.added': 'Document « {title} » ajouté.',
  'documents.versionAdded': 'Nouvelle version ({version}) de « {title} » enregistrée.',
  'documents.changed': 'Document « {title} » mis à jour.',
  'documents.deleted': 'Document « {title} » supprimé.',
};

export const documentsMessages: Messages = { es, en, fr };
