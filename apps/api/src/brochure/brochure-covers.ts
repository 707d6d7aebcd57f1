// The front cover (brand, development, a sunset over the Caribbean drawn in colour blocks) and
// the back cover (contact). Both on the brand's dark ground with gold.
import { formatCount, printable } from './brochure-copy';
import { sizeRange, type BrochureData } from './brochure-data';
import { COLORS, CONTENT_WIDTH, FONTS, PAGE, type Sheet } from './brochure-style';

/** A poster-like sunset: sky gradient, a gold sun sinking into banded sea, gold frame. */
function drawSunset(sheet: Sheet, x: number, y: number, w: number, h: number) {
  const { doc } = sheet;
  const horizon = y + h * 0.58;
  doc.save();
  doc.rect(x, y, w, h).clip();
  const sky = doc.linearGradient(0, y, 0, horizon);
  sky.stop(0, COLORS.ocean800).stop(0.55, '#5E6B66').stop(1, COLORS.gold300);
  doc.rect(x, y, w, horizon - y).fill(sky);
  // The sun, half under the horizon, and its glow.
  const sunX = x + w * 0.62;
  const glow = doc.radialGradient(sunX, horizon, w * 0.1, sunX, horizon, w * 0.34);
  glow.stop(0, COLORS.gold100, 0.55).stop(1, COLORS.gold100, 0);
  doc.circle(sunX, horizon, w * 0.34).fill(glow);
  doc.circle(sunX, horizon, w * 0.11).fill(COLORS.gold300);
  // The sea: darkening bands, with the sun's reflection as short gold strokes.
  const bands = [COLORS.ocean400, COLORS.ocean600, '#1A5359', COLORS.ocean800, '#10353A', '#0C2A2E'];
  const bandH = (y + h - horizon) / bands.length;
  bands.forEach((color, i) => doc.rect(x, horizon + i * bandH, w, bandH + 0.5).fill(color));
  for (let i = 0; i < 7; i++) {
    const ry = horizon + 6 + i * (bandH * 0.85);
    const half = w * (0.1 - i * 0.011);
    doc.rect(sunX - half, ry, half * 2, 1.6).fillOpacity(0.55 - i * 0.06).fill(COLORS.gold300);
  }
  doc.fillOpacity(1);
  doc.restore();
  doc.rect(x + 10, y + 10, w - 20, h - 20).lineWidth(0.6).strokeOpacity(0.8).stroke(COLORS.gold300);
  doc.strokeOpacity(1);
}

export function drawFrontCover(sheet: Sheet, data: BrochureData) {
  const { doc } = sheet;
  const { margin } = PAGE;
  const dev = data.development;
  const name = printable(dev.name);
  sheet.newPage(COLORS.black950);

  sheet.label(data.brand.brandName, margin, 44, { color: COLORS.gold300, size: 9 });
  sheet.label(sheet.t('coverLabel'), margin, 44, { color: COLORS.onDark, size: 7.5, width: CONTENT_WIDTH, align: 'right' });

  drawSunset(sheet, margin, 84, CONTENT_WIDTH, 372);

  // "Kaanal Residences Playa del Carmen" reads as a name and a place: the place on its own line, in gold.
  const place = dev.city && name.endsWith(` ${printable(dev.city)}`) ? printable(dev.city) : '';
  let y = sheet.heading(place ? name.slice(0, -place.length - 1) : name, margin, 484, { size: 46, color: COLORS.onDark, width: CONTENT_WIDTH - 40 });
  if (place) y = sheet.heading(place, margin, y, { size: 46, color: COLORS.gold300, font: FONTS.displayItalic, width: CONTENT_WIDTH - 40 });
  sheet.rule(margin, y + 14, 64, COLORS.gold500, 1.2);
  y = sheet.heading(sheet.t('tagline'), margin, y + 32, { size: 17, color: COLORS.sand300, font: FONTS.displayItalic, width: CONTENT_WIDTH - 90 });
  sheet.label(printable(dev.address), margin, y + 20, { color: COLORS.onDark, size: 7 });

  // Only the figures the Admin set: "81 departamentos · 7 niveles · 35–106 m²".
  const range = sizeRange(data);
  const { apartments, levels } = dev.facts;
  const facts = [
    apartments !== null && sheet.t('coverApartments', { apartments: formatCount(sheet.lang, apartments) }),
    levels !== null && sheet.t('coverLevels', { levels: formatCount(sheet.lang, levels) }),
    range && sheet.t('coverSizes', { minSize: range.min, maxSize: range.max }),
  ]
    .filter(Boolean)
    .join(' · ');
  sheet.rule(margin, PAGE.height - 84, CONTENT_WIDTH, COLORS.black800, 0.6);
  sheet.label(facts, margin, PAGE.height - 66, { color: COLORS.gold300, size: 7.5 });
  sheet.label(data.brand.salesEmail, margin, PAGE.height - 66, { color: COLORS.onDark, size: 7.5, width: CONTENT_WIDTH, align: 'right' });
  doc.fillColor(COLORS.ink900);
}

export function drawBackCover(sheet: Sheet, data: BrochureData) {
  const { doc } = sheet;
  const { margin } = PAGE;
  sheet.newPage(COLORS.black950);
  // A gold block as the page's anchor, echoing the cover's sun.
  doc.rect(0, 0, PAGE.width, 10).fill(COLORS.gold500);

  sheet.label(sheet.t('contactLabel'), margin, 150, { color: COLORS.gold300, size: 8 });
  let y = sheet.heading(sheet.t('contactTitle'), margin, 172, { size: 36, color: COLORS.onDark, width: CONTENT_WIDTH - 60 });
  sheet.rule(margin, y + 18, 64, COLORS.gold500, 1.2);
  y = sheet.body(sheet.t('contactBody'), margin, y + 38, { color: COLORS.sand300, size: 11, width: CONTENT_WIDTH - 120 });

  const rows: [string, string][] = [
    [sheet.t('contactEmail'), data.brand.salesEmail],
    [sheet.t('contactChatSales'), data.brand.chatPhoneSales],
    [sheet.t('contactChatGeneral'), data.brand.chatPhoneGeneral],
  ];
  // A development install's address (localhost) means nothing on paper.
  const site = new URL(data.publicUrl);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(site.hostname)) rows.push([sheet.t('contactWeb'), `${site.host}${site.pathname.replace(/\/$/, '')}`]);
  y += 44;
  for (const [label, value] of rows) {
    sheet.rule(margin, y, CONTENT_WIDTH, COLORS.black800, 0.6);
    sheet.label(label, margin, y + 16, { color: COLORS.gold300, size: 7 });
    sheet.heading(value, margin + 170, y + 9, { size: 19, color: COLORS.onDark, width: CONTENT_WIDTH - 170 });
    y += 54;
  }
  sheet.rule(margin, y, CONTENT_WIDTH, COLORS.black800, 0.6);

  for (const name of data.comingSoon) {
    y += 34;
    sheet.heading(sheet.t('comingSoon', { development: printable(name) }), margin, y, { size: 15, color: COLORS.gold300, font: FONTS.displayItalic });
  }

  sheet.heading(data.brand.brandName, margin, PAGE.height - 150, { size: 40, color: COLORS.gold300, width: CONTENT_WIDTH, align: 'center' });
  sheet.label(data.brand.version, margin, PAGE.height - 92, { color: COLORS.ink500, size: 6.5, width: CONTENT_WIDTH, align: 'center' });
}
