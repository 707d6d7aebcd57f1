// Share, chat and e-mail links (SPEC §1 share rule, §7 external links).

/** The public page shared when the current page is not an item page. */
export const SHARE_FALLBACK_PATH = '/home';

const ITEM_PATH = /^\/item\/(\d+)$/;

/** The item id when the path is exactly /item/{digits}, otherwise null. */
export function itemIdFromPath(pathname: string): string | null {
  return ITEM_PATH.exec(pathname)?.[1] ?? null;
}

/**
 * The URL to share from the page at `currentUrl` (SPEC §1: "The shared URL may only be an
 * item/unit detail page of the form /item/{number}; anything else falls back to the home page").
 *
 * Decisions:
 * - Only the app's own origin counts: a foreign URL (or one that does not parse) falls back.
 * - The path must be exactly /item/{ASCII digits}: no trailing slash, no extra segment. That
 *   is the spec's form read literally; the router never links to /item/12/ itself.
 * - The shared URL is rebuilt as origin + '/item/' + digits, so query and hash (filters,
 *   tracking, tokens someone pasted) never travel with it.
 * - "The home page" is /home, the public visitor home (hero, packages): the page a person
 *   receiving a link wants. '/' is the pre-login landing with register/login buttons, and
 *   sharing it would show the recipient a sign-in screen rather than the product.
 * - An `origin` that does not parse gives the relative fallback '/home' instead of throwing,
 *   so a share button can never crash the page.
 */
export function shareUrl(currentUrl: string, origin: string): string {
  let base: string;
  try {
    base = new URL(origin).origin;
  } catch {
    return SHARE_FALLBACK_PATH;
  }
  if (base === 'null') return SHARE_FALLBACK_PATH; // opaque origins (file:, data:)
  const fallback = base + SHARE_FALLBACK_PATH;
  let url: URL;
  try {
    url = new URL(currentUrl, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const id = itemIdFromPath(url.pathname);
  return id === null ? fallback : `${base}/item/${id}`;
}

/** Only the digits of a phone number ('+52 (984) 123-4567' → '529841234567'). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * A chat link https://wa.me/{digits}?text={message}, built from the digits of a phone as the
 * spec says. Null when the phone has no digits: the caller hides the button rather than
 * opening a chat with nobody.
 */
export function chatLink(phone: string, message?: string): string | null {
  const digits = phoneDigits(phone);
  if (!digits) return null;
  const text = message?.trim();
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

// RFC 6068: subject and body are percent-encoded (a '+' would stay a plus, so spaces must be
// %20, which encodeURIComponent gives) and line breaks are sent as CRLF.
const encodeMailtoValue = (value: string): string => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'));

/**
 * A mailto: link. The address is encoded too, except its '@', so an address carrying '?' or
 * '&' cannot smuggle extra headers (cc, bcc) into the message.
 */
export function mailtoLink(email: string, subject?: string, body?: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  const params: string[] = [];
  if (subject) params.push(`subject=${encodeMailtoValue(subject)}`);
  if (body) params.push(`body=${encodeMailtoValue(body)}`);
  return params.length ? `mailto:${to}?${params.join('&')}` : `mailto:${to}`;
}
