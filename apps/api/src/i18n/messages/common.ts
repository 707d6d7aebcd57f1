// Messages every feature can answer with: routing, validation, limits, the database, and the
// Idempotency-Key of writes sent again (decision 019).
import type { Messages } from './types';

const es = {
  'common.notFound': 'No se encontró lo que busca.',
  'common.routeNotFound': 'Esta ruta de la API no existe.',
  'common.internal': 'Algo salió mal en el servidor. Inténtelo de nuevo.',
  'common.validationFailed': 'Revise los datos enviados.',
  'common.badRequest': 'La solicitud no es válida.',
  'common.bodyMalformed': 'No se pudo leer el formulario enviado (multipart incompleto o mal formado). Vuelva a enviarlo.',
  'common.databaseUnavailable': 'La base de datos no está disponible en este momento. Inténtelo de nuevo en unos segundos.',
  'common.rateLimited': 'Demasiados intentos. Inténtelo de nuevo en {seconds} segundos.',
  'common.payloadTooLarge': 'El archivo o la solicitud es demasiado grande.',
  'common.unsupportedMediaType': 'Este tipo de contenido no se admite.',
  'common.idempotencyKeyInvalid': 'La clave Idempotency-Key debe tener de 8 a 100 letras, números, guiones o guiones bajos.',
  'common.idempotencyKeyReused': 'Esta clave Idempotency-Key ya se usó con otros datos. Envíe los datos nuevos con una clave nueva.',
  'auth.unauthenticated': 'Inicie sesión para continuar.',
  'auth.forbidden': 'No tiene permiso para hacer esto.',
};

const en: typeof es = {
  'common.notFound': 'We could not find what you are looking for.',
  'common.routeNotFound': 'This API route does not exist.',
  'common.internal': 'Something went wrong on the server. Please try again.',
  'common.validationFailed': 'Please check the data you sent.',
  'common.badRequest': 'The request is not valid.',
  'common.bodyMalformed': 'The form sent could not be read (incomplete or malformed multipart). Please send it again.',
  'common.databaseUnavailable': 'The database is unavailable right now. Please try again in a few seconds.',
  'common.rateLimited': 'Too many attempts. Please try again in {seconds} seconds.',
  'common.payloadTooLarge': 'The file or request is too large.',
  'common.unsupportedMediaType': 'This type of content is not supported.',
  'common.idempotencyKeyInvalid': 'The Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores.',
  'common.idempotencyKeyReused': 'This Idempotency-Key was already used with other data. Send new data with a new key.',
  'auth.unauthenticated': 'Please sign in to continue.',
  'auth.forbidden': 'You are not allowed to do this.',
};

const fr: typeof es = {
  'common.notFound': 'Nous n’avons pas trouvé ce que vous cherchez.',
  'common.routeNotFound': 'Cette route de l’API n’existe pas.',
  'common.internal': 'Une erreur s’est produite sur le serveur. Veuillez réessayer.',
  'common.validationFailed': 'Veuillez vérifier les données envoyées.',
  'common.badRequest': 'La requête n’est pas valide.',
  'common.bodyMalformed': 'Le formulaire envoyé est illisible (multipart incomplet ou mal formé). Renvoyez-le.',
  'common.databaseUnavailable': 'La base de données est indisponible pour le moment. Réessayez dans quelques secondes.',
  'common.rateLimited': 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  'common.payloadTooLarge': 'Le fichier ou la requête est trop volumineux.',
  'common.unsupportedMediaType': 'Ce type de contenu n’est pas pris en charge.',
  'common.idempotencyKeyInvalid': 'La clé Idempotency-Key doit comporter de 8 à 100 lettres, chiffres, tirets ou tirets bas.',
  'common.idempotencyKeyReused': 'Cette clé Idempotency-Key a déjà servi pour d’autres données. Envoyez les nouvelles données avec une nouvelle clé.',
  'auth.unauthenticated': 'Connectez-vous pour continuer.',
  'auth.forbidden': 'Vous n’êtes pas autorisé à faire ceci.',
};

export const commonMessages: Messages = { es, en, fr };
