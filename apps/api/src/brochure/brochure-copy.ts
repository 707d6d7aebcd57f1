// The brochure's words in each language. Figures, distances, terms and the project's copy come
// from the database (issue 21) and are filled into {placeholders}; a package without a price
// set is offered "on request" rather than with an invented one. Only characters the PDF fonts
// carry: Latin-1 plus ’ “ ” « » – — • (no ≈, no narrow spaces); printable() maps the
// Admin's texts onto them.
import type { Language, PackageName } from '@vitrina/contracts';

const es = {
  documentTitle: 'Dossier comercial',
  coverLabel: 'Dossier comercial',
  tagline: 'Departamentos amueblados a pasos del mar Caribe, «listos para vivir o rentar».',
  coverApartments: '{apartments} departamentos',
  coverLevels: '{levels} niveles',
  coverSizes: '{minSize}–{maxSize} m²',
  projectLabel: '01 — El proyecto',
  projectTitle: 'Un refugio frente al Caribe',
  projectBody: '{development}: cada unidad se entrega amueblada y equipada, lista para habitar o para rentar por temporadas.',
  factApartments: 'departamentos',
  factLevels: 'niveles',
  factArea: 'superficie aproximada',
  factSizes: 'del estudio al penthouse',
  productsTitle: 'Más de {products} productos de marca',
  productsBody: 'Mobiliario, blancos, decoración, menaje y electrodomésticos seleccionados pieza por pieza para cada tipología.',
  locationLabel: '02 — Ubicación',
  locationTitle: 'En el corazón de {city}',
  minutes: 'min',
  typologiesLabel: '03 — Tipologías',
  typologiesTitle: 'Un espacio para cada manera de vivir',
  typologiesIntro: 'Cada tipología se entrega con el equipamiento Estándar y puede elevarse con los paquetes Gold, Premium o Black Elite.',
  colType: 'Tipología',
  colCode: 'Clave',
  colBedrooms: 'Recámaras',
  colUnits: 'Unidades',
  colSize: 'Superficie',
  studio: 'Estudio',
  packagesLabel: '04 — Paquetes de equipamiento',
  packagesTitle: 'Tres niveles de acabado',
  packagesIntro: 'Elija el paquete que mejor acompaña su inversión.',
  packagesIntroTerms: 'Todos incluyen congelamiento de precio y plan de financiamiento.',
  package_GOLD: 'Calidez de lino, nogal y detalles dorados: confort de hotel para cada día.',
  package_PREMIUM: 'Materiales nobles y piezas de diseño para una estancia de categoría superior.',
  package_BLACK: 'Un proyecto a la medida, definido con usted pieza por pieza con nuestro equipo.',
  downPayment: '{percent}\u00a0% de enganche',
  priceFreeze: 'Congelamiento de precio',
  financing: 'Plan de financiamiento',
  priceOnRequest: 'Precio a consultar',
  priceFrom: 'Desde {price}',
  disclaimer: 'Imágenes ilustrativas. Precios, disponibilidad y especificaciones sujetos a cambio sin previo aviso.',
  contactLabel: 'Contacto',
  contactTitle: 'Hablemos de su próximo hogar en el Caribe',
  contactBody: 'Nuestro equipo de ventas le acompaña en la elección de su unidad y de su paquete de equipamiento.',
  contactEmail: 'Correo de ventas',
  contactChatSales: 'Chat de ventas',
  contactChatGeneral: 'Atención general',
  contactWeb: 'Sitio web',
  comingSoon: 'Próximamente: {development}',
  page: 'Página {page}',
};

type Copy = typeof es;

const en: Copy = {
  documentTitle: 'Sales brochure',
  coverLabel: 'Sales brochure',
  tagline: 'Furnished apartments steps from the Caribbean Sea, “ready to live in or rent”.',
  coverApartments: '{apartments} apartments',
  coverLevels: '{levels} levels',
  coverSizes: '{minSize}–{maxSize} m²',
  projectLabel: '01 — The project',
  projectTitle: 'A retreat by the Caribbean',
  projectBody: '{development}: every unit is delivered furnished and equipped, ready to live in or to let as a holiday rental.',
  factApartments: 'apartments',
  factLevels: 'levels',
  factArea: 'approximate area',
  factSizes: 'from studio to penthouse',
  productsTitle: 'Over {products} branded products',
  productsBody: 'Furniture, linens, décor, kitchenware and appliances, chosen piece by piece for each unit type.',
  locationLabel: '02 — Location',
  locationTitle: 'In the heart of {city}',
  minutes: 'min',
  typologiesLabel: '03 — Unit types',
  typologiesTitle: 'A space for every way of living',
  typologiesIntro: 'Every unit type comes with the Standard package and can be raised to the Gold, Premium or Black Elite packages.',
  colType: 'Unit type',
  colCode: 'Code',
  colBedrooms: 'Bedrooms',
  colUnits: 'Units',
  colSize: 'Size',
  studio: 'Studio',
  packagesLabel: '04 — Furniture packages',
  packagesTitle: 'Three levels of finish',
  packagesIntro: 'Choose the package that best suits your investment.',
  packagesIntroTerms: 'Every package includes a price freeze and a financing plan.',
  package_GOLD: 'The warmth of linen, walnut and golden details: hotel comfort for every day.',
  package_PREMIUM: 'Noble materials and design pieces for a stay of a higher class.',
  package_BLACK: 'A made-to-measure project, defined with you piece by piece by our team.',
  downPayment: '{percent}% down payment',
  priceFreeze: 'Price freeze',
  financing: 'Financing plan',
  priceOnRequest: 'Price on request',
  priceFrom: 'From {price}',
  disclaimer: 'Illustrative images. Prices, availability and specifications are subject to change without notice.',
  contactLabel: 'Contact',
  contactTitle: 'Let’s talk about your next home in the Caribbean',
  contactBody: 'Our sales team will guide you in choosing your unit and its furniture package.',
  contactEmail: 'Sales e-mail',
  contactChatSales: 'Sales chat',
  contactChatGeneral: 'General enquiries',
  contactWeb: 'Website',
  comingSoon: 'Coming soon: {development}',
  page: 'Page {page}',
};

const fr: Copy = {
  documentTitle: 'Brochure commerciale',
  coverLabel: 'Brochure commerciale',
  tagline: 'Des appartements meublés à deux pas de la mer des Caraïbes, «\u00a0prêts à vivre ou à louer\u00a0».',
  coverApartments: '{apartments} appartements',
  coverLevels: '{levels} niveaux',
  coverSizes: '{minSize}–{maxSize} m²',
  projectLabel: '01 — Le projet',
  projectTitle: 'Un refuge au bord des Caraïbes',
  projectBody: '{development}\u00a0: chaque logement est livré meublé et équipé, prêt à habiter ou à louer pour les vacances.',
  factApartments: 'appartements',
  factLevels: 'niveaux',
  factArea: 'surface approximative',
  factSizes: 'du studio au penthouse',
  productsTitle: 'Plus de {products} produits de marque',
  productsBody: 'Mobilier, linge, décoration, arts de la table et électroménager, choisis pièce par pièce pour chaque typologie.',
  locationLabel: '02 — Situation',
  locationTitle: 'Au cœur de {city}',
  minutes: 'min',
  typologiesLabel: '03 — Typologies',
  typologiesTitle: 'Un espace pour chaque art de vivre',
  typologiesIntro: 'Chaque typologie est livrée avec l’équipement Standard et peut être rehaussée par les forfaits Gold, Premium ou Black Elite.',
  colType: 'Typologie',
  colCode: 'Code',
  colBedrooms: 'Chambres',
  colUnits: 'Logements',
  colSize: 'Surface',
  studio: 'Studio',
  packagesLabel: '04 — Forfaits d’équipement',
  packagesTitle: 'Trois niveaux de finition',
  packagesIntro: 'Choisissez le forfait qui accompagne le mieux votre investissement.',
  packagesIntroTerms: 'Tous comprennent un gel des prix et un plan de financement.',
  package_GOLD: 'La chaleur du lin, du noyer et des touches dorées\u00a0: le confort d’un hôtel au quotidien.',
  package_PREMIUM: 'Des matériaux nobles et des pièces de créateurs pour un séjour de catégorie supérieure.',
  package_BLACK: 'Un projet sur mesure, défini avec vous pièce par pièce par notre équipe.',
  downPayment: '{percent}\u00a0% d’apport',
  priceFreeze: 'Gel des prix',
  financing: 'Plan de financement',
  priceOnRequest: 'Prix sur demande',
  priceFrom: 'À partir de {price}',
  disclaimer: 'Images non contractuelles. Prix, disponibilités et caractéristiques susceptibles d’évoluer sans préavis.',
  contactLabel: 'Contact',
  contactTitle: 'Parlons de votre futur chez-vous aux Caraïbes',
  contactBody: 'Notre équipe commerciale vous accompagne dans le choix de votre logement et de son forfait d’équipement.',
  contactEmail: 'E-mail commercial',
  contactChatSales: 'Chat commercial',
  contactChatGeneral: 'Renseignements',
  contactWeb: 'Site web',
  comingSoon: 'Prochainement\u00a0: {development}',
  page: 'Page {page}',
};

export type BrochureCopyKey = keyof Copy;

const COPY: Record<Language, Copy> = { es, en, fr };

/** A brochure text in that language with its {placeholders} filled. */
export function brochureText(lang: Language, key: BrochureCopyKey, params: Record<string, string | number> = {}): string {
  return COPY[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const packageBlurbKey = (name: PackageName): BrochureCopyKey => `package_${name}`;

/** Thousands as each language writes them: 5,000 · 5,000 · 5 000 (a no-break space: fonts lack the narrow one). */
export function formatCount(lang: Language, value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u00a0' : ',');
}

/** Characters the standard PDF fonts (WinAnsi) carry beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * A text typed by an Admin, in characters the brochure's fonts carry: thin and narrow spaces
 * become no-break spaces (French thousands: 5 000), accents outside Latin-1 are dropped
 * (ő → o), anything else unprintable goes.
 */
export function printable(text: string): string {
  return text
    .replace(/[\u2007\u2009\u202f]/g, '\u00a0')
    .replace(/[^\n\t\u0020-\u00ff]/gu, (c) => (WIN_ANSI_EXTRA.has(c) ? c : c.normalize('NFD').replace(/[^\u0020-\u00ff]/gu, '')));
}
