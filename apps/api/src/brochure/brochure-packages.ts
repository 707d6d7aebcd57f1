// Page 4: the three packages with the development's terms (SPEC §9, issue 21: data): down
// payment, price freeze, financing plan, and the lowest price set for the package ("from …"),
// else "price on request". Gold and Premium show a piece of their catalogue; Black Elite, sold
// through a conversation, shows the sun motif.
import { PACKAGE_DISPLAY_NAMES, PACKAGES, packageFromPrice, type PackageName } from '@vitrina/contracts';
import { formatCount, packageBlurbKey } from './brochure-copy';
import type { BrochureData, PicturedPackage } from './brochure-data';
import { COLORS, CONTENT_WIDTH, FONTS, PAGE, type Sheet } from './brochure-style';

const LOOK: Record<PackageName, { ground: string; accent: string; text: string; muted: string; picture: string }> = {
  GOLD: { ground: COLORS.gold100, accent: COLORS.gold700, text: COLORS.ink900, muted: COLORS.ink700, picture: COLORS.sand300 },
  PREMIUM: { ground: COLORS.ocean100, accent: COLORS.ocean600, text: COLORS.ink900, muted: COLORS.ink700, picture: COLORS.ocean400 },
  BLACK: { ground: COLORS.black950, accent: COLORS.gold300, text: COLORS.onDark, muted: COLORS.sand300, picture: COLORS.black800 },
};

function drawPicture(sheet: Sheet, x: number, y: number, w: number, h: number, name: PackageName, jpeg: Buffer | undefined) {
  const { doc } = sheet;
  const look = LOOK[name];
  doc.save();
  doc.rect(x, y, w, h).clip();
  doc.rect(x, y, w, h).fill(look.picture);
  if (jpeg) {
    doc.image(jpeg, x, y, { cover: [w, h], align: 'center', valign: 'center' });
  } else {
    // No picture stored: the sun motif in the package's colours.
    for (let i = 0; i < 4; i++) doc.circle(x + w / 2, y + h / 2, 16 + i * 14).lineWidth(0.6).strokeOpacity(0.7 - i * 0.15).stroke(look.accent);
    doc.circle(x + w / 2, y + h / 2, 9).fillOpacity(1).fill(look.accent);
    doc.strokeOpacity(1);
  }
  doc.restore();
}

export function drawPackagesPage(sheet: Sheet, data: BrochureData, pictures: ReadonlyMap<string, Buffer>, page: number) {
  const { doc } = sheet;
  const { margin } = PAGE;
  sheet.newPage(COLORS.ivory);

  sheet.label(sheet.t('packagesLabel'), margin, 64);
  let y = sheet.heading(sheet.t('packagesTitle'), margin, 84, { size: 34 });
  sheet.rule(margin, y + 12, 48);
  const { terms, prices, currency } = data.development;
  // "Every package includes a price freeze and a financing plan" only when the terms say so.
  const allTerms = PACKAGES.every((name) => terms[name].price_freeze && terms[name].financing_plan);
  const intro = allTerms ? `${sheet.t('packagesIntro')} ${sheet.t('packagesIntroTerms')}` : sheet.t('packagesIntro');
  y = sheet.body(intro, margin, y + 30, { width: CONTENT_WIDTH - 90 });

  const cardH = 176;
  const gap = 14;
  let cardY = y + 26;
  for (const name of PACKAGES) {
    const look = LOOK[name];
    const term = terms[name];
    doc.rect(margin, cardY, CONTENT_WIDTH, cardH).fill(look.ground);
    const hash = data.pictures[name as PicturedPackage];
    drawPicture(sheet, margin, cardY, 200, cardH, name, hash ? pictures.get(hash) : undefined);

    const tx = margin + 224;
    const tw = CONTENT_WIDTH - 224 - 20;
    sheet.heading(PACKAGE_DISPLAY_NAMES[name], tx, cardY + 16, { size: 28, color: look.accent, width: tw });
    sheet.body(sheet.t(packageBlurbKey(name)), tx, cardY + 56, { size: 9, color: look.muted, width: tw });
    const lines = [
      sheet.t('downPayment', { percent: term.down_payment_percent }),
      ...(term.price_freeze ? [sheet.t('priceFreeze')] : []),
      ...(term.financing_plan ? [sheet.t('financing')] : []),
    ];
    let ly = cardY + 100;
    for (const line of lines) {
      doc.rect(tx, ly + 3.5, 4, 4).fill(look.accent);
      doc.font(FONTS.text).fontSize(9).fillColor(look.text).text(line, tx + 12, ly, { width: tw - 12, lineBreak: false });
      ly += 15;
    }
    const from = packageFromPrice(prices, name);
    const price = from === null ? sheet.t('priceOnRequest') : sheet.t('priceFrom', { price: `${formatCount(sheet.lang, from)} ${currency}` });
    sheet.label(price, tx, cardY + cardH - 22, { color: look.accent, size: 7, width: tw, align: 'right' });
    cardY += cardH + gap;
  }
  sheet.body(sheet.t('disclaimer'), margin, cardY + 4, { size: 7, color: COLORS.ink500 });
  sheet.footer(page, data.brand.brandName);
}
