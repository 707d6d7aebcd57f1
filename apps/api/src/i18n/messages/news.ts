// The texts of a development's construction news (decision 064): the office's confirmations and
// refusals, and what a reader is told when a post is not there for them.
import type { Messages } from './types';

const es = {
  'news.postNotFound': 'No se encontró esa publicación.',
  'news.photoNotFound': 'No se encontró esa foto.',
  'news.tooManyPhotos': 'Esta publicación ya tiene {max} fotos, el máximo. Elimina alguna antes de agregar otra.',
  'news.created': 'Publicación guardada: {title}.',
  'news.updated': 'Cambios guardados: {title}.',
  'news.deleted': 'Publicación eliminada: {title}.',
  'news.photoAdded': 'Foto agregada.',
  'news.photoDeleted': 'Foto eliminada.',
  'news.photosReordered': 'Orden de las fotos guardado.',
};

const en: typeof es = {
  'news.postNotFound': 'We could not find that post.',
  'news.photoNotFound': 'We could not find that photo.',
  'news.tooManyPhotos': 'This post already has {max} photos, the most it can have. Remove one before adding another.',
  'news.created': 'Post saved: {title}.',
  'news.updated': 'Changes saved: {title}.',
  'news.deleted': 'Post deleted: {title}.',
  'news.photoAdded': 'Photo added.',
  'news.photoDeleted': 'Photo removed.',
  'news.photosReordered': 'Photo order saved.',
};

const fr: typeof es = {
  'news.postNotFound': 'Publication introuvable.',
  'news.photoNotFound': 'Photo introuvable.',
  'news.tooManyPhotos': 'Cette publication a déjà {max} photos, le maximum. Supprimez-en une avant d’en ajouter une autre.',
  'news.created': 'Publication enregistrée : {title}.',
  'news.updated': 'Modifications enregistrées : {title}.',
  'news.deleted': 'Publication supprimée : {title}.',
  'news.photoAdded': 'Photo ajoutée.',
  'news.photoDeleted': 'Photo supprimée.',
  'news.photosReordered': 'Ordre des photos enregistré.',
};

export const newsMessages: Messages = { es, en, fr };
