// Page 2: the project's copy (the development's own, issue 21) with its key figures, and the
// location with its distances on a band of Caribbean teal. Figures the Admin left unset are
// left out.
import { paragraphsOf, textIn, type Language } from '@vitrina/contracts';
import { formatCount, printable } from './brochure-copy';
import { sizeRange, type BrochureData } from './brochure-data';
import { COLORS, CONTENT_WIDTH, FONTS, LINING_FIGURES, PAGE, type Sheet } from './brochure-style';

/** The band holds this many distances side by side; the rest are on the web page. */
const DISTANCES_SHOWN = 5;
/** About a third of the page: longer copy stops at the last paragraph that fits. */
const BODY_MAX_CHARS = 900;

/** A big serif figure followed by its unit in a smaller size on the same baseline. */
function figureWithUnit(sheet: Sheet, figure: string, unit: string, x: number, y: number, size: number, color: string = COLORS.gold700, unitColor: string = color) {
  const { doc } = sheet;
  const text = { lineBreak: false, features: LINING_FIGURES } as const;
  doc.font(FONTS.display).fontSize(size).fillColor(color).text(figure, x, y, text);
  if (!unit) return;
  const width = doc.widthOfString(figure, text);
  const unitSize = Math.round(size * 0.5);
  // Same baseline: move down by the difference of the two ascents.
  const drop = (doc.currentLineHeight() - doc.fontSize(unitSize).currentLineHeight()) * 0.78;
  doc.fillColor(unitColor).text(unit, x + width + 5, y + drop, text);
}

/** The project detail page's copy (else the project page's, else a generic line), paragraphs that fit. */
function projectCopy(data: BrochureData, lang: Language): string {
  const dev = data.development;
  const text = textIn(dev.pages.detail, lang) || textIn(dev.pages.project, lang);
  const paragraphs = paragraphsOf(printable(text));
  if (paragraphs.length === 0) return '';
  const kept: string[] = [];
  for (const p of paragraphs) {
    if (kept.length > 0 && kept.join('\n').length + p.length > BODY_MAX_CHARS) break;
    kept.push(p.length > BODY_MAX_CHARS ? `${p.slice(0, BODY_MAX_CHARS - 1).trimEnd()}…` : p);
  }
  return kept.join('\n');
}

export function drawProjectPage(sheet: Sheet, data: BrochureData, page: number) {
  const { doc } = sheet;
  const { margin } = PAGE;
  const dev = data.development;
  const { apartments, levels, areaM2, products } = dev.facts;
  const range = sizeRange(data);
  sheet.newPage(COLORS.ivory);

  sheet.label(sheet.t('projectLabel'), margin, 64);
  let y = sheet.heading(sheet.t('projectTitle'), margin, 84, { size: 34 });
  sheet.rule(margin, y + 12, 48);
  const copy = projectCopy(data, sheet.lang) || sheet.t('projectBody', { development: printable(dev.name) });
  y = sheet.body(copy, margin, y + 30, { width: CONTENT_WIDTH - 70, size: 10.5 });

  // Up to four key figures, separated by hairlines.
  const facts: [figure: string, unit: string, caption: string][] = [];
  if (apartments !== null) facts.push([formatCount(sheet.lang, apartments), '', sheet.t('factApartments')]);
  if (levels !== null) facts.push([formatCount(sheet.lang, levels), '', sheet.t('factLevels')]);
  if (areaM2 !== null) facts.push([formatCount(sheet.lang, areaM2), 'm²', sheet.t('factArea')]);
  if (range) facts.push([`${range.min}–${range.max}`, 'm²', sheet.t('factSizes')]);
  const factsY = y + 30;
  const cell = CONTENT_WIDTH / Math.max(facts.length, 1);
  sheet.rule(margin, factsY, CONTENT_WIDTH, COLORS.sand300, 0.6);
  facts.forEach(([figure, unit, caption], i) => {
    const x = margin + i * cell + (i ? 14 : 0);
    if (i > 0) doc.rect(x - 14, factsY + 18, 0.6, 58).fill(COLORS.sand300);
    figureWithUnit(sheet, figure, unit, x, factsY + 18, 28);
    sheet.label(caption, x, factsY + 62, { color: COLORS.ink500, size: 6.5, width: cell - 16 });
  });
  sheet.rule(margin, factsY + 94, CONTENT_WIDTH, COLORS.sand300, 0.6);

  // The catalogue call-out on a sand block, when the Admin gave the catalogue's size.
  const boxY = factsY + 116;
  if (products !== null) {
    doc.rect(margin, boxY, CONTENT_WIDTH, 82).fill(COLORS.sand100);
    doc.rect(margin, boxY, 3, 82).fill(COLORS.gold500);
    sheet.heading(sheet.t('productsTitle', { products: formatCount(sheet.lang, products) }), margin + 24, boxY + 15, { size: 20, width: CONTENT_WIDTH - 48 });
    sheet.body(sheet.t('productsBody'), margin + 24, boxY + 46, { size: 9, color: COLORS.ink500, width: CONTENT_WIDTH - 48 });
  }

  // Location: the title and address on ivory, the distances on a teal band to the page's edges.
  const locY = boxY + 132;
  sheet.label(sheet.t('locationLabel'), margin, locY);
  y = sheet.heading(sheet.t('locationTitle', { city: printable(dev.city) }), margin, locY + 20, { size: 28 });
  sheet.body(printable(dev.address), margin, y + 8, { color: COLORS.ink500, size: 9.5 });

  const bandY = PAGE.height - 232;
  doc.rect(0, bandY, PAGE.width, 150).fill(COLORS.ocean800);
  const distances = dev.distances.slice(0, DISTANCES_SHOWN);
  const col = CONTENT_WIDTH / Math.max(distances.length, 1);
  distances.forEach((distance, i) => {
    const x = margin + i * col;
    figureWithUnit(sheet, String(distance.minutes), sheet.t('minutes'), x, bandY + 26, 52, COLORS.gold300, COLORS.onDark);
    sheet.label(printable(textIn(distance.label, sheet.lang)), x, bandY + 100, { color: COLORS.ocean100, size: 7, width: col - 10 });
  });
  sheet.footer(page, data.brand.brandName);
}
