// Messages of the catalogue import and export (issue 13). A row's own rules use the item
// form's keys (item.nameRequired …, in VALIDATION_TEXTS); these are the file's.
import type { Messages } from './types';

const es = {
  'catalogue.import.fileRequired': 'Envía el catálogo (CSV o XLSX) como formulario multipart en el campo «file».',
  'catalogue.import.unsupported':
    'Este archivo no es un CSV en UTF-8 ni un libro XLSX. En su hoja de cálculo, guárdelo como «CSV UTF-8» o como «Libro de Excel (.xlsx)».',
  'catalogue.import.unreadable': 'No se pudo leer el libro XLSX: el archivo está dañado o no es una hoja de cálculo.',
  'catalogue.import.tooLarge': 'El archivo pesa más de {megabytes} MB. Divide el catálogo en varios archivos.',
  'catalogue.import.unzippedTooLarge': 'Una vez descomprimido, el libro pesa más de {megabytes} MB. Divide el catálogo en varios archivos.',
  'catalogue.import.empty': 'El archivo no tiene ítems: necesita una fila de cabecera con los nombres de las columnas y al menos una fila debajo.',
  'catalogue.import.tooManyRows': 'El archivo tiene más de {max} filas de ítems. Divide el catálogo en varios archivos.',
  'catalogue.import.rowsInvalid': 'El archivo tiene errores ({count}); no se importó nada. Corríjalos e inténtelo de nuevo.',
  'catalogue.import.malformed': 'El CSV deja de poder leerse en esta línea: revise sus comillas (un texto entre comillas debe cerrarlas, y una comilla dentro de un texto se escribe dos veces).',
  'catalogue.import.columnMissing': 'Falta la columna «{column}» en la cabecera.',
  'catalogue.import.columnRepeated': 'La columna «{column}» aparece más de una vez en la cabecera.',
  'catalogue.import.codeRepeated': 'El código {code} ya aparece en la línea {line}: cada código puede aparecer una sola vez.',
  'catalogue.import.extraValues': 'Esta fila tiene más valores que columnas la cabecera. Si un texto lleva comas, ponlo entre comillas.',
};

const en: typeof es = {
  'catalogue.import.fileRequired': 'Send the catalogue (CSV or XLSX) as a multipart form in the “file” field.',
  'catalogue.import.unsupported':
    'This file is neither a UTF-8 CSV nor an XLSX workbook. In your spreadsheet, save it as “CSV UTF-8” or as an “Excel Workbook (.xlsx)”.',
  'catalogue.import.unreadable': 'The XLSX workbook could not be read: the file is damaged or is not a spreadsheet.',
  'catalogue.import.tooLarge': 'The file is larger than {megabytes} MB. Please split the catalogue into several files.',
  'catalogue.import.unzippedTooLarge': 'Once unpacked, the workbook is larger than {megabytes} MB. Please split the catalogue into several files.',
  'catalogue.import.empty': 'The file has no items: it needs a header row with the column names and at least one row below it.',
  'catalogue.import.tooManyRows': 'The file has more than {max} item rows. Please split the catalogue into several files.',
  'catalogue.import.rowsInvalid': 'The file has errors ({count}); nothing was imported. Please fix them and try again.',
  'catalogue.import.malformed': 'The CSV can no longer be read from this line: check its quotes (a quoted text must close them, and a quote inside a text is written twice).',
  'catalogue.import.columnMissing': 'The header has no “{column}” column.',
  'catalogue.import.columnRepeated': 'The “{column}” column appears more than once in the header.',
  'catalogue.import.codeRepeated': 'The code {code} already appears on line {line}: each code may appear only once.',
  'catalogue.import.extraValues': 'This row has more values than the header has columns. If a text contains commas, put it in quotes.',
};

const fr: typeof es = {
  'catalogue.import.fileRequired': 'Envoyez le catalogue (CSV ou XLSX) dans un formulaire multipart, champ « file ».',
  'catalogue.import.unsupported':
    'Ce fichier n’est ni un CSV en UTF-8 ni un classeur XLSX. Dans votre tableur, enregistrez-le en « CSV UTF-8 » ou en « Classeur Excel (.xlsx) ».',
  'catalogue.import.unreadable': 'Impossible de lire le classeur XLSX : le fichier est endommagé ou n’est pas un tableur.',
  'catalogue.import.tooLarge': 'Le fichier dépasse {megabytes} Mo. Répartissez le catalogue sur plusieurs fichiers.',
  'catalogue.import.unzippedTooLarge': 'Une fois décompressé, le classeur dépasse {megabytes} Mo. Répartissez le catalogue sur plusieurs fichiers.',
  'catalogue.import.empty': 'Le fichier ne contient aucun article : il faut une ligne d’en-tête avec les noms des colonnes et au moins une ligne en dessous.',
  'catalogue.import.tooManyRows': 'Le fichier compte plus de {max} lignes d’articles. Répartissez le catalogue sur plusieurs fichiers.',
  'catalogue.import.rowsInvalid': 'Le fichier contient des erreurs ({count}) ; rien n’a été importé. Corrigez-les et réessayez.',
  'catalogue.import.malformed': 'Le CSV ne peut plus être lu à partir de cette ligne : vérifiez ses guillemets (un texte entre guillemets doit les refermer, et un guillemet dans un texte s’écrit deux fois).',
  'catalogue.import.columnMissing': 'L’en-tête n’a pas de colonne « {column} ».',
  'catalogue.import.columnRepeated': 'La colonne « {column} » figure plusieurs fois dans l’en-tête.',
  'catalogue.import.codeRepeated': 'Le code {code} figure déjà à la ligne {line} : chaque code ne peut figurer qu’une fois.',
  'catalogue.import.extraValues': 'Cette ligne a plus de valeurs que l’en-tête n’a de colonnes. Si un texte contient des virgules, mettez-le entre guillemets.',
};

export const catalogueImportMessages: Messages = { es, en, fr };
