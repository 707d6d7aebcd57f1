// Page 2: the project copy of SPEC §2.20 with its key figures, and the location with the
// distances of SPEC §2.12 on a band of Caribbean teal.
import { PROJECT_FACTS } from '@vitrina/contracts';
import { formatCount } from './brochure-copy';
import type { BrochureData } from './brochure-data';
import { COLORS, CONTENT_WIDTH, FONTS, LINING_FIGURES, PAGE, type Sheet } from './brochure-style';

/** The distances in the order the location page lists them. */
const DISTANCE_ORDER = ['beach', 'quinta', 'cenotes', 'airport'] as const;

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

export function drawProjectPage(sheet: Sheet, data: BrochureData, page: number) {
  const { doc } = sheet;
  const { margin } = PAGE;
  const dev = data.development;
  const sizes = data.typologies.map((t) => t.sizeM2);
  const minSize = sizes.length ? Math.min(...sizes) : PROJECT_FACTS.studioM2;
  const maxSize = sizes.length ? Math.max(...sizes) : PROJECT_FACTS.penthouseM2;
  sheet.newPage(COLORS.ivory);

  sheet.label(sheet.t('projectLabel'), margin, 64);
  let y = sheet.heading(sheet.t('projectTitle'), margin, 84, { size: 34 });
  sheet.rule(margin, y + 12, 48);
  y = sheet.body(
    sheet.t('projectBody', { development: dev.name, apartments: dev.apartments, levels: dev.levels, area: formatCount(sheet.lang, dev.areaM2), minSize, maxSize }),
    margin,
    y + 30,
    { width: CONTENT_WIDTH - 70, size: 10.5 },
  );

  // Four key figures, separated by hairlines.
  const facts: [figure: string, unit: string, caption: string][] = [
    [String(dev.apartments), '', sheet.t('factApartments')],
    [String(dev.levels), '', sheet.t('factLevels')],
    [formatCount(sheet.lang, dev.areaM2), 'm²', sheet.t('factArea')],
    [`${minSize}–${maxSize}`, 'm²', sheet.t('factSizes')],
  ];
  const factsY = y + 30;
  const cell = CONTENT_WIDTH / facts.length;
  sheet.rule(margin, factsY, CONTENT_WIDTH, COLORS.sand300, 0.6);
  facts.forEach(([figure, unit, caption], i) => {
    const x = margin + i * cell + (i ? 14 : 0);
    if (i > 0) doc.rect(x - 14, factsY + 18, 0.6, 58).fill(COLORS.sand300);
    figureWithUnit(sheet, figure, unit, x, factsY + 18, 28);
    sheet.label(caption, x, factsY + 62, { color: COLORS.ink500, size: 6.5, width: cell - 16 });
  });
  sheet.rule(margin, factsY + 94, CONTENT_WIDTH, COLORS.sand300, 0.6);

  // The catalogue call-out on a sand block.
  const boxY = factsY + 116;
  doc.rect(margin, boxY, CONTENT_WIDTH, 82).fill(COLORS.sand100);
  doc.rect(margin, boxY, 3, 82).fill(COLORS.gold500);
  sheet.heading(sheet.t('productsTitle', { products: formatCount(sheet.lang, PROJECT_FACTS.brandedProductsOver) }), margin + 24, boxY + 15, { size: 20, width: CONTENT_WIDTH - 48 });
  sheet.body(sheet.t('productsBody'), margin + 24, boxY + 46, { size: 9, color: COLORS.ink500, width: CONTENT_WIDTH - 48 });

  // Location: the title and address on ivory, the distances on a teal band to the page's edges.
  const locY = boxY + 132;
  sheet.label(sheet.t('locationLabel'), margin, locY);
  y = sheet.heading(sheet.t('locationTitle', { city: dev.city }), margin, locY + 20, { size: 28 });
  sheet.body(dev.address, margin, y + 8, { color: COLORS.ink500, size: 9.5 });

  const bandY = PAGE.height - 232;
  doc.rect(0, bandY, PAGE.width, 150).fill(COLORS.ocean800);
  const keys = DISTANCE_ORDER.filter((k) => typeof dev.distances[k] === 'number');
  const col = CONTENT_WIDTH / Math.max(keys.length, 1);
  keys.forEach((key, i) => {
    const x = margin + i * col;
    figureWithUnit(sheet, String(dev.distances[key]), sheet.t('minutes'), x, bandY + 26, 52, COLORS.gold300, COLORS.onDark);
    sheet.label(sheet.t(`distance_${key}`), x, bandY + 100, { color: COLORS.ocean100, size: 7, width: col - 10 });
  });
  sheet.footer(page, data.brand.brandName);
}
