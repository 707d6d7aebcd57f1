// A development as the API answers it: in one language for visitors (texts through textIn, so
// an empty language falls back to Spanish), in every language for the Admin's edit form.
// Pictures carry what a responsive <img> needs (image-urls.ts).
import {
  DEVELOPMENT_PAGES,
  PERCENT_BASIS_POINTS,
  textIn,
  type AdminDevelopment,
  type AdminDevelopmentListEntry,
  type AdminPhoto,
  type AdminTypology,
  type DevelopmentDetail,
  type DevelopmentStatus,
  type DevelopmentSummary,
  type FloorPlan,
  type Language,
  type LocalizedText,
  type Picture,
  type PublicPhoto,
  type PublicTypology,
  type TypologyCode,
} from '@vitrina/contracts';
import { DISPLAY_WIDTH, chooseVariantWidth, imageSrcset, imageUrl } from '../../images/image-urls';
import type { DevelopmentParts, DevelopmentRow, PhotoRow, PictureRef, PriceRow, SummaryRow, TypologyRow } from './developments-repository';

/** GET /api/files/{hash}: a floor plan's PDF. */
export const fileUrl = (hash: string) => `/api/files/${hash}`;

export function toPicture(ref: PictureRef | null): Picture | null {
  const variants = ref?.variants ?? [];
  if (!ref || variants.length === 0) return null;
  const width = chooseVariantWidth(
    variants.map((v) => v.w),
    DISPLAY_WIDTH,
  );
  const shown = variants.find((v) => v.w === width)!;
  return {
    url: imageUrl(ref.hash, shown.w),
    srcset: imageSrcset(
      ref.hash,
      variants.map((v) => v.w),
    ),
    width: shown.w,
    height: shown.h,
    color: ref.color,
  };
}

const EMPTY: LocalizedText = { es: '', en: '', fr: '' };
const triple = (text: Partial<LocalizedText> | undefined): LocalizedText => ({ ...EMPTY, ...text });

function floorPlanOf(row: TypologyRow): FloorPlan | null {
  const picture = toPicture(row.floorPlanImage);
  if (picture) return { kind: 'image', picture };
  if (row.floorPlanFile) return { kind: 'pdf', url: fileUrl(row.floorPlanFile.hash), bytes: row.floorPlanFile.bytes };
  return null;
}

function publicTypology(row: TypologyRow, lang: Language): PublicTypology {
  return {
    id: row.id,
    code: row.code as TypologyCode,
    name: textIn(row.name, lang),
    description: row.description,
    size_m2: row.sizeM2,
    bedrooms: row.bedrooms,
    cover: toPicture(row.cover),
    floor_plan: floorPlanOf(row),
  };
}

const adminTypology = (row: TypologyRow): AdminTypology => ({
  ...publicTypology(row, 'es'),
  name: triple(row.name),
  in_use: row.units > 0 || row.itemsOnlyHere,
});

/** Photos without a stored picture (none in practice) are left out rather than sent broken. */
function publicPhotos(rows: PhotoRow[], lang: Language): PublicPhoto[] {
  return rows.flatMap((p) => {
    const picture = toPicture(p.picture);
    return picture ? [{ id: p.id, picture, alt: textIn(p.alt, lang), cover: p.isCover }] : [];
  });
}

function adminPhotos(rows: PhotoRow[]): AdminPhoto[] {
  return rows.flatMap((p) => {
    const picture = toPicture(p.picture);
    return picture ? [{ id: p.id, picture, alt: triple(p.alt), cover: p.isCover, page: p.page as AdminPhoto['page'], position: p.position }] : [];
  });
}

const facts = (d: DevelopmentRow) => ({
  apartments: d.apartments,
  levels: d.levels,
  area_m2: d.areaM2,
  min_unit_m2: d.minUnitM2,
  max_unit_m2: d.maxUnitM2,
  products: d.products,
});

const prices = (rows: PriceRow[]) => rows.map((p) => ({ typology: p.typology as TypologyCode, package: p.package as 'GOLD' | 'PREMIUM' | 'BLACK', amount: p.amount }));

/** A card: names and cities are proper names, the same in every language. */
export function toSummary(row: SummaryRow, firstId: number | null): DevelopmentSummary {
  return {
    slug: row.slug,
    code: row.code,
    name: row.name,
    city: row.city,
    status: row.status as DevelopmentStatus,
    cover: toPicture(row.cover),
    first: row.id === firstId,
  };
}

export const toAdminListEntry = (row: SummaryRow, firstId: number | null): AdminDevelopmentListEntry => ({
  ...toSummary(row, firstId),
  id: row.id,
  position: row.sortOrder,
  units: row.units,
  publish_prices: row.publishPrices,
  publish_availability: row.publishAvailability,
});

/** The card's cover as the list computes it, from the photos already read. */
function coverOf(photos: PhotoRow[]): PictureRef | null {
  const rank = (p: PhotoRow) => (p.page === 'project' ? (p.isCover ? 0 : 1) : p.isCover ? 2 : 3);
  const best = [...photos].sort((a, b) => rank(a) - rank(b))[0];
  return best?.picture ?? null;
}

export function toPublicDetail(parts: DevelopmentParts, lang: Language, firstId: number | null): DevelopmentDetail {
  const d = parts.development;
  const pages = Object.fromEntries(
    DEVELOPMENT_PAGES.map((page) => [
      page,
      { text: textIn(d.pages[page], lang), photos: publicPhotos(parts.photos.filter((p) => p.page === page), lang) },
    ]),
  ) as DevelopmentDetail['pages'];
  return {
    slug: d.slug,
    code: d.code,
    name: d.name,
    city: d.city,
    status: d.status as DevelopmentStatus,
    cover: toPicture(coverOf(parts.photos)),
    first: d.id === firstId,
    address: d.address,
    latitude: d.latitude,
    longitude: d.longitude,
    currency: d.currency as DevelopmentDetail['currency'],
    facts: facts(d),
    distances: d.distances.map((x) => ({ label: textIn(x.label, lang), minutes: x.minutes })),
    pages,
    typologies: parts.typologies.map((t) => publicTypology(t, lang)),
    package_terms: d.packageTerms,
    package_prices: prices(parts.prices),
    publish_availability: d.publishAvailability,
  };
}

export function toAdminDevelopment(parts: DevelopmentParts, units: number): AdminDevelopment {
  const d = parts.development;
  return {
    id: d.id,
    position: d.sortOrder,
    slug: d.slug,
    code: d.code,
    name: d.name,
    city: d.city,
    address: d.address,
    latitude: d.latitude,
    longitude: d.longitude,
    status: d.status as DevelopmentStatus,
    currency: d.currency as AdminDevelopment['currency'],
    facts: facts(d),
    distances: d.distances.map((x) => ({ label: triple(x.label), minutes: x.minutes })),
    pages: Object.fromEntries(DEVELOPMENT_PAGES.map((page) => [page, triple(d.pages[page])])) as AdminDevelopment['pages'],
    package_terms: d.packageTerms,
    package_prices: prices(parts.prices),
    photos: adminPhotos(parts.photos),
    typologies: parts.typologies.map(adminTypology),
    units,
    publish_prices: d.publishPrices,
    publish_availability: d.publishAvailability,
    payment_plan: d.paymentPlan.map((l) => ({ label: triple(l.label), percent: l.basis_points / PERCENT_BASIS_POINTS, months_after_reservation: l.months_after_reservation })),
    selection_deadline: d.selectionDeadline?.toISOString() ?? null,
    time_zone: d.timeZone,
  };
}
