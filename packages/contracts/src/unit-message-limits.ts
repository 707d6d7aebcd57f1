// Messages between a unit's buyer and the office (issue 34, decision 049): the zod-free
// vocabulary and limits, shared by the API, the web app and the validation texts.
/** Who wrote a message: the unit's buyer, or the office (Admin, Vitrina, Selecta: one side). */
export const MESSAGE_SIDES = ['buyer', 'office'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** Characters (code points, as PostgreSQL's char_length counts them) of one message, trimmed. */
export const MESSAGE_BODY_MAX_LENGTH = 4000;

/** GET /units/{id}/messages answers the newest this many messages unless `limit` says otherwise (then at most MAX). */
export const MESSAGE_PAGE_SIZE_DEFAULT = 50;
export const MESSAGE_PAGE_SIZE_MAX = 200;

/** Against floods: messages one account may post into one thread in the window (then 429). */
export const MESSAGE_LIMIT = { max: 20, windowMinutes: 10 } as const;

/** A control character (Unicode Cc: C0, DEL, C1; NUL among them) other than tab, line feed and carriage return. */
export const hasControlCharacter = (text: string): boolean => /\p{Cc}/u.test(text.replace(/[\t\n\r]/g, ''));
/** In code points: an emoji is one character, as the database counts it. */
export const messageLength = (text: string): number => Array.from(text).length;
