import { describe, expect, it } from 'vitest';
import { isBrochureUrl, isPictureUrl } from './cache-names';

const at = (path: string) => new URL(path, 'https://v.example');

describe('what the service worker keeps', () => {
  it('knows both brochure addresses (decision 030) and the stored files', () => {
    expect(isBrochureUrl(at('/api/pdf/es'))).toBe(true);
    expect(isBrochureUrl(at('/api/developments/costa-azul/pdf/fr'))).toBe(true);
    // A floor plan kept as a PDF.
    expect(isBrochureUrl(at('/api/files/0123abcd'))).toBe(true);
    for (const path of ['/api/developments/costa-azul', '/api/developments/costa-azul/photos', '/api/developments/a/pdf/es/x', '/pdf/es']) {
      expect(isBrochureUrl(at(path)), path).toBe(false);
    }
  });

  it('knows the stored pictures', () => {
    expect(isPictureUrl(at('/api/images/abc?w=640'))).toBe(true);
    expect(isPictureUrl(at('/api/pdf/es'))).toBe(false);
  });
});
