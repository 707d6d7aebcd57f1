// Messages of the catalogue routes (SPEC §8 texts exactly, in Spanish).
import type { Messages } from './types';

const es = {
  'catalogue.itemNotFound': 'No se encontró el ítem.',
  'catalogue.imageNotFound': 'No se encontró la imagen.',
  'catalogue.codeTaken': 'Ya existe un ítem con ese código.',
  'catalogue.itemCreated': 'Ítem creado con éxito',
  'catalogue.itemUpdated': 'Ítem actualizado con éxito',
  'catalogue.imageLinked': 'Imagen asociada al ítem con éxito',
  'catalogue.imageRequired': '¡Por favor, selecciona un ítem y una imagen!',
  'catalogue.multipartRequired': 'Envía la imagen como formulario multipart en el campo «image».',
  'catalogue.imageUnsupported': 'Este archivo no es una imagen admitida. Suba una imagen JPEG, PNG, WebP o AVIF.',
  'catalogue.imageUnreadable': 'No se pudo leer la imagen: el archivo está dañado o incompleto.',
  'catalogue.imageTooLarge': 'La imagen pesa más de {megabytes} MB. Suba un archivo más pequeño.',
  'catalogue.imageTooManyPixels': 'La imagen tiene más de {megapixels} megapíxeles. Redúzcala e inténtelo de nuevo.',
};

const en: typeof es = {
  'catalogue.itemNotFound': 'We could not find that item.',
  'catalogue.imageNotFound': 'We could not find that image.',
  'catalogue.codeTaken': 'An item with that code already exists.',
  'catalogue.itemCreated': 'Item created successfully',
  'catalogue.itemUpdated': 'Item updated successfully',
  'catalogue.imageLinked': 'Image linked to the item successfully',
  'catalogue.imageRequired': 'Please select an item and an image!',
  'catalogue.multipartRequired': 'Send the image as a multipart form in the “image” field.',
  'catalogue.imageUnsupported': 'This file is not a supported image. Please upload a JPEG, PNG, WebP or AVIF image.',
  'catalogue.imageUnreadable': 'The image could not be read: the file is damaged or incomplete.',
  'catalogue.imageTooLarge': 'The image is larger than {megabytes} MB. Please upload a smaller file.',
  'catalogue.imageTooManyPixels': 'The image has more than {megapixels} megapixels. Please make it smaller and try again.',
};

const fr: typeof es = {
  'catalogue.itemNotFound': 'Nous n’avons pas trouvé cet article.',
  'catalogue.imageNotFound': 'Nous n’avons pas trouvé cette image.',
  'catalogue.codeTaken': 'Un article avec ce code existe déjà.',
  'catalogue.itemCreated': 'Article créé avec succès',
  'catalogue.itemUpdated': 'Article mis à jour avec succès',
  'catalogue.imageLinked': 'Image associée à l’article avec succès',
  'catalogue.imageRequired': 'Veuillez sélectionner un article et une image !',
  'catalogue.multipartRequired': 'Envoyez l’image dans un formulaire multipart, champ « image ».',
  'catalogue.imageUnsupported': 'Ce fichier n’est pas une image prise en charge. Envoyez une image JPEG, PNG, WebP ou AVIF.',
  'catalogue.imageUnreadable': 'Impossible de lire l’image : le fichier est endommagé ou incomplet.',
  'catalogue.imageTooLarge': 'L’image dépasse {megabytes} Mo. Envoyez un fichier plus petit.',
  'catalogue.imageTooManyPixels': 'L’image dépasse {megapixels} mégapixels. Réduisez-la et réessayez.',
};

export const catalogueMessages: Messages = { es, en, fr };
