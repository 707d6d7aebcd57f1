// Messages of a unit's documents (issue 34, the owner's file).
import type { Messages } from './types';

const es = {
  'documents.notFound': 'No se encontró ese documento.',
  'documents.unitNotFound': 'No se encontró esa unidad.',
  'documents.fileRequired': 'Adjunta el archivo del documento (campo «file»).',
  'documents.fileEmpty': 'El archivo está vacío. Adjunta el documento completo.',
  'documents.bodyMalformed': 'No se pudo leer el formulario enviado (multipart incompleto o mal formado). Vuelve a enviarlo.',
  'documents.fileTooLarge': 'El archivo pesa más de {megabytes} MB. Sube uno más pequeño.',
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
  'documents.bodyMalformed': 'The form sent could not be read (incomplete or malformed multipart). Please send it again.',
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
  'documents.bodyMalformed': 'Le formulaire envoyé est illisible (multipart incomplet ou mal formé). Renvoyez-le.',
  'documents.fileTooLarge': 'Le fichier dépasse {megabytes} Mo. Envoyez-en un plus petit.',
  'documents.fileUnsupported': 'Le document doit être un PDF ou une image JPEG, PNG ou WebP complète.',
  'documents.added': 'Document « {title} » ajouté.',
  'documents.versionAdded': 'Nouvelle version ({version}) de « {title} » enregistrée.',
  'documents.changed': 'Document « {title} » mis à jour.',
  'documents.deleted': 'Document « {title} » supprimé.',
};

export const documentsMessages: Messages = { es, en, fr };
