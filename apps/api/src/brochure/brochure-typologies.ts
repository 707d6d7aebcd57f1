// Page 3: the unit types with their sizes, from the database, each with a gold bar whose
// length is its size, so studio and penthouse read at a glance.
import { displayTypology, textIn } from '@vitrina/contracts';
import { printable } from './brochure-copy';
import type { BrochureData } from './brochure-data';
import { COLORS, CONTENT_WIDTH, FONTS, LINING_FIGURES, PAGE, type Sheet } from './brochure-style';

export function drawTypologiesPage(sheet: Sheet, data: BrochureData, page: number) {
  const { doc } = sheet;
  const { margin } = PAGE;
  sheet.newPage(COLORS.ivory);
  // A sand column on the right edge: a quiet colour block that frames the table.
  doc.rect(PAGE.width - 28, 0, 28, PAGE.height).fill(COLORS.sand200);

  sheet.label(sheet.t('typologiesLabel'), margin, 64);
  let y = sheet.heading(sheet.t('typologiesTitle'), margin, 84, { size: 34, width: CONTENT_WIDTH - 60 });
  sheet.rule(margin, y + 12, 48);
  y = sheet.body(sheet.t('typologiesIntro'), margin, y + 30, { width: CONTENT_WIDTH - 90 });

  // Columns: name (with its bar), code, bedrooms, units, size.
  const cols = { name: margin, code: margin + 250, bedrooms: margin + 300, units: margin + 365, size: margin + 420 };
  const headY = y + 34;
  const small = { color: COLORS.ink500, size: 6.5 };
  sheet.label(sheet.t('colType'), cols.name, headY, small);
  sheet.label(sheet.t('colCode'), cols.code, headY, small);
  sheet.label(sheet.t('colBedrooms'), cols.bedrooms, headY, small);
  sheet.label(sheet.t('colUnits'), cols.units, headY, small);
  sheet.label(sheet.t('colSize'), cols.size, headY, { ...small, width: CONTENT_WIDTH - (cols.size - margin), align: 'right' });

  const maxSize = Math.max(1, ...data.typologies.map((t) => t.sizeM2));
  const rowH = Math.min(66, (PAGE.height - 120 - (headY + 18)) / Math.max(data.typologies.length, 1));
  let rowY = headY + 18;
  for (const typology of data.typologies) {
    sheet.rule(margin, rowY, CONTENT_WIDTH, COLORS.sand300, 0.6);
    sheet.heading(printable(textIn(typology.name, sheet.lang)), cols.name, rowY + 12, { size: 17, width: 240 });
    doc.rect(cols.name, rowY + rowH - 18, 230, 3).fill(COLORS.sand200);
    doc.rect(cols.name, rowY + rowH - 18, (230 * typology.sizeM2) / maxSize, 3).fill(COLORS.gold500);
    const cellY = rowY + 17;
    doc.font(FONTS.textBold).fontSize(9).fillColor(COLORS.ink700);
    doc.text(displayTypology(typology.code), cols.code, cellY, { lineBreak: false });
    doc.font(FONTS.text).text(typology.bedrooms > 0 ? String(typology.bedrooms) : sheet.t('studio'), cols.bedrooms, cellY, { lineBreak: false });
    doc.text(typology.units > 0 ? String(typology.units) : '—', cols.units, cellY, { lineBreak: false });
    doc.font(FONTS.display).fontSize(24).fillColor(COLORS.gold700);
    doc.text(`${typology.sizeM2} m²`, cols.size, rowY + 10, { width: CONTENT_WIDTH - (cols.size - margin), align: 'right', lineBreak: false, features: LINING_FIGURES });
    rowY += rowH;
  }
  sheet.rule(margin, rowY, CONTENT_WIDTH, COLORS.sand300, 0.6);
  sheet.footer(page, data.brand.brandName);
}
