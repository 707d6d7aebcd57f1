// The brochure's look, shared by its pages: the web app's palette (apps/web tokens.css), its
// display face Cormorant Garamond (the fontsource files the web app serves, embedded as a
// subset) with Helvetica for small text, and a few drawing helpers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@vitrina/contracts';
import { brochureText, type BrochureCopyKey } from './brochure-copy';

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLORS = {
  ivory: '#FBF8F2',
  sand100: '#F5EFE4',
  sand200: '#EBE1CF',
  sand300: '#DAC9AA',
  ink900: '#1B1A17',
  ink700: '#3E3A33',
  ink500: '#6A6358',
  gold100: '#F3EAD9',
  gold300: '#D8BD8A',
  gold500: '#B08D57',
  gold700: '#7A5C30',
  black950: '#141414',
  black800: '#2A2825',
  ocean100: '#DCECE9',
  ocean400: '#3E8E93',
  ocean600: '#1F5F66',
  ocean800: '#143F44',
  onDark: '#F7F2EA',
} as const;

export const FONTS = { display: 'display', displayItalic: 'display-italic', displayStrong: 'display-strong', text: 'Helvetica', textBold: 'Helvetica-Bold' } as const;

const require = createRequire(import.meta.url);
const FACE_FILES = {
  [FONTS.display]: 'cormorant-garamond-latin-500-normal.woff',
  [FONTS.displayItalic]: 'cormorant-garamond-latin-500-italic.woff',
  [FONTS.displayStrong]: 'cormorant-garamond-latin-600-normal.woff',
} as const;
/** Times is the standard PDF serif: the fallback if the font files are ever missing. */
const FACE_FALLBACKS = { [FONTS.display]: 'Times-Roman', [FONTS.displayItalic]: 'Times-Italic', [FONTS.displayStrong]: 'Times-Bold' } as const;

/** Cormorant's default figures are old-style (a 1 like an i): prices and phones read better lining. */
export const LINING_FIGURES: PDFKit.Mixins.OpenTypeFeatures[] = ['lnum'];

let faces: Map<string, Buffer | string> | undefined;
/** The display faces, read once per process. */
function loadFaces(): Map<string, Buffer | string> {
  if (faces) return faces;
  faces = new Map();
  for (const [name, file] of Object.entries(FACE_FILES)) {
    try {
      faces.set(name, readFileSync(require.resolve(`@fontsource/cormorant-garamond/files/${file}`)));
    } catch {
      faces.set(name, FACE_FALLBACKS[name as keyof typeof FACE_FALLBACKS]);
    }
  }
  return faces;
}

/** A page being drawn, with the language and the helpers every page uses. */
export class Sheet {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly lang: Language,
  ) {
    for (const [name, src] of loadFaces()) doc.registerFont(name, src as Buffer);
  }

  t(key: BrochureCopyKey, params: Record<string, string | number> = {}): string {
    return brochureText(this.lang, key, params);
  }

  newPage(background: string): this {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.doc.rect(0, 0, PAGE.width, PAGE.height).fill(background);
    return this;
  }

  /** Small letter-spaced capitals: section labels, captions. */
  label(text: string, x: number, y: number, options: { color?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center' } = {}) {
    this.doc
      .font(FONTS.textBold)
      .fontSize(options.size ?? 7.5)
      .fillColor(options.color ?? COLORS.gold700)
      .text(text.toLocaleUpperCase(this.lang), x, y, { characterSpacing: 1.8, lineBreak: false, width: options.width, align: options.align ?? 'left' });
  }

  heading(text: string, x: number, y: number, options: { size?: number; width?: number; color?: string; font?: string; align?: 'left' | 'center' } = {}): number {
    this.doc
      .font(options.font ?? FONTS.display)
      .fontSize(options.size ?? 30)
      .fillColor(options.color ?? COLORS.ink900)
      .text(text, x, y, { width: options.width ?? CONTENT_WIDTH, lineGap: -2, align: options.align ?? 'left', features: LINING_FIGURES });
    return this.doc.y;
  }

  body(text: string, x: number, y: number, options: { width?: number; color?: string; size?: number; align?: 'left' | 'center' | 'justify' } = {}): number {
    this.doc
      .font(FONTS.text)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? COLORS.ink700)
      .text(text, x, y, { width: options.width ?? CONTENT_WIDTH, lineGap: 4.2, align: options.align ?? 'left' });
    return this.doc.y;
  }

  rule(x: number, y: number, width: number, color: string = COLORS.gold500, thickness = 0.8) {
    this.doc.rect(x, y, width, thickness).fill(color);
  }

  /** The inner pages' running foot: brand on the left, page number on the right. */
  footer(page: number, brand: string, onDark = false) {
    const y = PAGE.height - 36;
    const color = onDark ? COLORS.gold300 : COLORS.ink500;
    this.rule(PAGE.margin, y - 10, CONTENT_WIDTH, onDark ? COLORS.black800 : COLORS.sand300, 0.5);
    this.label(brand, PAGE.margin, y, { color, size: 6.5 });
    this.label(this.t('page', { page }), PAGE.margin, y, { color, size: 6.5, width: CONTENT_WIDTH, align: 'right' });
  }
}
