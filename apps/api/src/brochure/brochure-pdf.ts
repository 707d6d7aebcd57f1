// Assembles the brochure: front cover, project and location, typologies, packages, contact.
import PDFDocument from 'pdfkit';
import type { Language } from '@vitrina/contracts';
import { brochureText } from './brochure-copy';
import { drawBackCover, drawFrontCover } from './brochure-covers';
import type { BrochureData } from './brochure-data';
import { drawPackagesPage } from './brochure-packages';
import { drawProjectPage } from './brochure-project';
import { Sheet } from './brochure-style';
import { drawTypologiesPage } from './brochure-typologies';

export interface RenderOptions {
  /** Deflate the page contents (default true); false leaves them readable, for debugging. */
  compress?: boolean;
}

/** The brochure in one language, as PDF bytes. `pictures` are JPEGs by content hash. */
export function renderBrochure(data: BrochureData, lang: Language, pictures: ReadonlyMap<string, Buffer>, options: RenderOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      autoFirstPage: false,
      compress: options.compress ?? true,
      lang,
      displayTitle: true,
      info: {
        Title: `${data.development.name} — ${brochureText(lang, 'documentTitle')}`,
        Author: data.brand.brandName,
        Subject: brochureText(lang, 'tagline'),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const sheet = new Sheet(doc, lang);
      drawFrontCover(sheet, data);
      drawProjectPage(sheet, data, 2);
      drawTypologiesPage(sheet, data, 3);
      drawPackagesPage(sheet, data, pictures, 4);
      drawBackCover(sheet, data);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
