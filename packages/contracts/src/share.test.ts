import { describe, expect, it } from 'vitest';
import { chatLink, itemIdFromPath, mailtoLink, phoneDigits, shareUrl } from './share';

const ORIGIN = 'https://vitrina.test';
const HOME = 'https://vitrina.test/home';

describe('shareUrl (SPEC §1)', () => {
  it('keeps an item page', () => {
    expect(shareUrl('https://vitrina.test/item/12', ORIGIN)).toBe('https://vitrina.test/item/12');
    expect(shareUrl('/item/7', ORIGIN)).toBe('https://vitrina.test/item/7');
  });

  it('drops the query and the hash of an item page', () => {
    expect(shareUrl('https://vitrina.test/item/12?token=abc#top', ORIGIN)).toBe('https://vitrina.test/item/12');
  });

  it.each([
    '/item/abc',
    '/item/12/x',
    '/item/12/',
    '/item/',
    '/item/-1',
    '/item/1.5',
    '/item/%31%32',
    '/ITEM/12',
    '/items/12',
    '/home',
    '/',
    '/show-room?package=GOLD',
    '/property/12',
  ])('falls back to /home for %s', (path) => {
    expect(shareUrl(ORIGIN + path, ORIGIN)).toBe(HOME);
  });

  it('falls back for a foreign origin, another port or scheme, and unreadable URLs', () => {
    expect(shareUrl('https://evil.test/item/12', ORIGIN)).toBe(HOME);
    expect(shareUrl('http://vitrina.test/item/12', ORIGIN)).toBe(HOME);
    expect(shareUrl('https://vitrina.test:8443/item/12', ORIGIN)).toBe(HOME);
    expect(shareUrl('javascript:alert(1)//item/12', ORIGIN)).toBe(HOME);
    expect(shareUrl('http://[oops', ORIGIN)).toBe(HOME);
  });

  it('normalises the origin and never throws on a bad one', () => {
    expect(shareUrl('/item/3', 'https://vitrina.test/some/page')).toBe('https://vitrina.test/item/3');
    expect(shareUrl('/item/3', 'not a url')).toBe('/home');
  });

  it('extracts the id only from an exact item path', () => {
    expect(itemIdFromPath('/item/42')).toBe('42');
    expect(itemIdFromPath('/item/42/')).toBeNull();
  });
});

describe('chatLink', () => {
  it('uses the digits of the phone and encodes the message', () => {
    expect(phoneDigits('+52 (984) 123-4567')).toBe('529841234567');
    expect(chatLink('+52 (984) 123-4567', 'Hola, quiero info & precios')).toBe(
      'https://wa.me/529841234567?text=Hola%2C%20quiero%20info%20%26%20precios',
    );
  });

  it('leaves the text out when there is no message, and gives null without digits', () => {
    expect(chatLink('+529841234567')).toBe('https://wa.me/529841234567');
    expect(chatLink('+529841234567', '   ')).toBe('https://wa.me/529841234567');
    expect(chatLink('n/a', 'hola')).toBeNull();
  });
});

describe('mailtoLink', () => {
  it('builds a plain link and one with subject and body', () => {
    expect(mailtoLink('ventas@vitrina.test')).toBe('mailto:ventas@vitrina.test');
    expect(mailtoLink('ventas@vitrina.test', 'Información GOLD', 'Hola\nGracias')).toBe(
      'mailto:ventas@vitrina.test?subject=Informaci%C3%B3n%20GOLD&body=Hola%0D%0AGracias',
    );
  });

  it('cannot be given extra headers through the address', () => {
    expect(mailtoLink('a@b.test?bcc=x@y.test')).toBe('mailto:a@b.test%3Fbcc%3Dx@y.test');
  });
});
