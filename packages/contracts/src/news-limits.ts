// A development's construction news (issue 35, part 2; decision 064): the zod-free vocabulary and
// limits, shared by the API, the web app and the validation texts.

/** Who reads a post: the buyers of the development's units only, or everyone (also its public pages). */
export const POST_AUDIENCES = ['buyers', 'public'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

/** Characters (code points) of a post's title and text, per language, trimmed. */
export const POST_TITLE_MAX_LENGTH = 140;
export const POST_BODY_MAX_LENGTH = 5000;
/** Photos of one post at most (the 13th is refused with a 409). */
export const POST_PHOTOS_MAX = 12;
/** Posts one list answers at most, newest first (the buyer's news, a development's public posts, the office's list). */
export const POST_LIST_MAX = 100;

/** A control character (Unicode Cc) other than tab, line feed and carriage return. */
export const hasPostControlCharacter = (text: string): boolean => /\p{Cc}/u.test(text.replace(/[\t\n\r]/g, ''));
/** In code points: an emoji is one character, as the database counts it. */
export const postTextLength = (text: string): number => Array.from(text).length;
