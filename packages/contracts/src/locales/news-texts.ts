// The texts of the construction news' validation keys (decision 064), spread into VALIDATION_TEXTS.
import type { NEWS_MESSAGES } from '../messages';
import { POST_BODY_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '../news-limits';

type Key = (typeof NEWS_MESSAGES)[keyof typeof NEWS_MESSAGES];

export const NEWS_TEXTS: Readonly<Record<'es' | 'en' | 'fr', Readonly<Record<Key, string>>>> = {
  es: {
    'news.titleRequired': `Escriba el título en este idioma (hasta ${POST_TITLE_MAX_LENGTH} caracteres), o deje vacío también el texto.`,
    'news.bodyRequired': `Escriba el texto en este idioma (hasta ${POST_BODY_MAX_LENGTH} caracteres), o deje vacío también el título.`,
    'news.languageRequired': 'Escriba el título y el texto en español.',
    'news.textControlCharacter': 'El texto tiene caracteres de control: quítelos.',
    'news.audienceInvalid': 'Elija quién la ve: los compradores o todos.',
    'news.publishAtInvalid': 'Elija una fecha y hora de publicación válidas.',
    'news.photoOrderMismatch': 'Ordena todas las fotos de la publicación, cada una una vez.',
  },
  en: {
    'news.titleRequired': `Enter the title in this language (up to ${POST_TITLE_MAX_LENGTH} characters), or leave its text empty too.`,
    'news.bodyRequired': `Enter the text in this language (up to ${POST_BODY_MAX_LENGTH} characters), or leave its title empty too.`,
    'news.languageRequired': 'Enter the title and the text in Spanish.',
    'news.textControlCharacter': 'The text has control characters: remove them.',
    'news.audienceInvalid': 'Choose who sees it: the buyers or everyone.',
    'news.publishAtInvalid': 'Choose a valid publication date and time.',
    'news.photoOrderMismatch': 'Order every photo of the post, each once.',
  },
  fr: {
    'news.titleRequired': `Saisissez le titre dans cette langue (jusqu’à ${POST_TITLE_MAX_LENGTH} caractères), ou laissez aussi le texte vide.`,
    'news.bodyRequired': `Saisissez le texte dans cette langue (jusqu’à ${POST_BODY_MAX_LENGTH} caractères), ou laissez aussi le titre vide.`,
    'news.languageRequired': 'Saisissez le titre et le texte en espagnol.',
    'news.textControlCharacter': 'Le texte contient des caractères de contrôle : retirez-les.',
    'news.audienceInvalid': 'Choisissez qui la voit : les acquéreurs ou tout le monde.',
    'news.publishAtInvalid': 'Choisissez une date et une heure de publication valides.',
    'news.photoOrderMismatch': 'Ordonnez toutes les photos de la publication, chacune une fois.',
  },
};
