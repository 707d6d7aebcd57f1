// Accounts and sales leads for benchmarks at scale (issue 13). Account n is always the same
// person (e-mail …sc000001@example.com, a generator seeded by n): names with the accents and
// the ñ of real clients, phones in E.164 from the countries the demo's buyers come from.
import { phoneFromInternational, type Language, type LeadSource, type LeadStatus, type LocalizedText, type UserType } from '@vitrina/contracts';
import { createRandom, seedFrom, type Random } from '../demo-data/random';

const FIRST_NAMES: Record<Language, readonly string[]> = {
  es: [
    'María', 'José', 'Lucía', 'Andrés', 'Sofía', 'Julián', 'Valeria', 'Iñaki', 'Renata', 'Martín', 'Ximena', 'Raúl',
    'Camila', 'Héctor', 'Daniela', 'Óscar', 'Fernanda', 'Emilio', 'Regina', 'Íñigo', 'Paola', 'Sebastián', 'Mónica', 'Ángel',
  ],
  en: ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Ethan', 'Grace', 'Lucas', 'Chloe', 'Henry', 'Mia', 'Owen', 'Harper', 'Jack'],
  fr: ['Élodie', 'Théo', 'Chloé', 'Maël', 'Inès', 'Léo', 'Zoé', 'Hugo', 'Anaïs', 'Noé', 'Léa', 'Jérôme', 'Gaëlle', 'François'],
};

const LAST_NAMES: Record<Language, readonly string[]> = {
  es: [
    'García', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Muñoz',
    'Peña', 'Ibáñez', 'Núñez', 'Ortiz', 'Castañeda', 'Vázquez', 'Domínguez', 'Reyes', 'Aguilar', 'Mendoza', 'Ávila',
  ],
  en: ['Smith', 'Johnson', 'Brown', 'Miller', 'Wilson', 'Taylor', "O'Brien", 'Anderson', 'Clarke', 'Walker', 'Young', 'Wright'],
  fr: ['Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'Lefèvre', 'Girard', 'Moreau', 'Bérubé', 'Lévesque', 'Dubé', 'Roy', 'Fortin'],
};

/** Where the people come from, by language: country calling code, then how a national number starts. */
const PHONE_PLANS: Record<Language, readonly (readonly [string, readonly string[], number])[]> = {
  // [calling code, leading digits, digits after them]
  es: [
    ['52', ['984', '998', '999', '983'], 7],
    ['52', ['55', '81', '33'], 8],
    ['34', ['6'], 8],
  ],
  en: [
    ['1', ['312555', '305555', '415555', '212555', '786555'], 4],
    ['44', ['79', '78', '75'], 8],
  ],
  fr: [
    ['33', ['6', '7'], 8],
    ['1', ['514555', '438555', '418555'], 4],
  ],
};

const LANG_WEIGHTS: readonly [Language, number][] = [
  ['es', 0.6],
  ['en', 0.25],
  ['fr', 0.15],
];

function pickWeighted<T>(random: Random, weights: readonly (readonly [T, number])[]): T {
  let r = random.next();
  for (const [value, weight] of weights) {
    if (r < weight) return value;
    r -= weight;
  }
  return weights[weights.length - 1]![0];
}

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');

/** A number libphonenumber reads as valid, in E.164 (as the app stores phones, decision 023). */
function phone(random: Random, lang: Language): string {
  for (;;) {
    const [code, leads, rest] = random.pick(PHONE_PLANS[lang]);
    const number = `+${code}${random.pick(leads)}${String(random.int(1, 9))}${digits(random, rest - 1)}`;
    // A few ranges inside a plan are not allocated: draw again (the stream stays deterministic).
    if (phoneFromInternational(number) === number) return number;
  }
}

/** Lower-case ASCII for an e-mail's local part: 'Íñigo Côté' → 'inigo.cote'. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export const SCALE_EMAIL_DOMAIN = 'example.com';

/** The e-mail of the n-th scale account (1-based); unique by the number in it. */
export const scaleUserEmail = (first: string, last: string, n: number) =>
  `${slug(first)}.${slug(last)}.sc${String(n).padStart(6, '0')}@${SCALE_EMAIL_DOMAIN}`;

/** The account number in a scale account's e-mail, or null for any other e-mail. */
export function scaleUserNumber(email: string): number | null {
  const match = /\.sc(\d{6})@example\.com$/.exec(email);
  return match ? Number(match[1]) : null;
}

export interface ScalePerson {
  name: string;
  email: string;
  phone: string;
  lang: Language;
}

function person(random: Random, email: (first: string, last: string) => string): ScalePerson {
  const lang = pickWeighted(random, LANG_WEIGHTS);
  const first = random.pick(FIRST_NAMES[lang]);
  // Two surnames, as Mexicans write them, for most Spanish speakers.
  const last = random.pick(LAST_NAMES[lang]);
  const second = lang === 'es' && random.next() < 0.7 ? ` ${random.pick(LAST_NAMES.es)}` : '';
  return { name: `${first} ${last}${second}`, email: email(first, last), phone: phone(random, lang), lang };
}

export interface ScaleUser extends ScalePerson {
  type: Exclude<UserType, 'Admin'>;
}

const TYPE_WEIGHTS: readonly [ScaleUser['type'], number][] = [
  ['Guest', 0.62],
  ['User', 0.3],
  ['Vitrina', 0.05],
  ['Selecta', 0.03],
];

export function scaleUser(n: number): ScaleUser {
  const random = createRandom(seedFrom(`scale-user:${n}`));
  const who = person(random, (first, last) => scaleUserEmail(first, last, n));
  return { ...who, type: pickWeighted(random, TYPE_WEIGHTS) };
}

const MESSAGES: readonly LocalizedText[] = [
  {
    es: 'Me interesa un departamento de dos recámaras amueblado para renta vacacional.',
    en: 'I am interested in a furnished two-bedroom apartment for holiday rentals.',
    fr: "Je m'intéresse à un appartement deux chambres meublé pour la location saisonnière.",
  },
  {
    es: '¿Qué incluye el paquete GOLD y cuánto tarda la entrega?',
    en: 'What does the GOLD package include and how long does delivery take?',
    fr: 'Que comprend le forfait GOLD et quel est le délai de livraison ?',
  },
  {
    es: 'Quisiera agendar una visita al desarrollo la próxima semana.',
    en: 'I would like to book a visit to the development next week.',
    fr: 'Je souhaiterais planifier une visite du projet la semaine prochaine.',
  },
  {
    es: 'Busco financiamiento para dos unidades, ¿tienen plan de pagos?',
    en: 'I am looking for financing for two units; do you have a payment plan?',
    fr: 'Je cherche un financement pour deux logements, avez-vous un plan de paiement ?',
  },
];

const AREAS = ['Ventas', 'Inversión', 'Renta vacacional', 'Postventa'];

export interface ScaleLead extends ScalePerson {
  area: string | null;
  units: number | null;
  message: string | null;
  package: string | null;
  source: LeadSource;
  status: LeadStatus;
  createdAt: Date;
}

const DAY = 24 * 60 * 60 * 1000;

/** The n-th scale lead; they arrive over the year before `now`, the first ones earliest. */
export function scaleLead(n: number, of: number, now: Date): ScaleLead {
  const random = createRandom(seedFrom(`scale-lead:${n}`));
  // Leads come from outside: another domain, and the same person may write twice.
  const who = person(random, (first, last) => `${slug(first)}.${slug(last)}@example.net`);
  const source = pickWeighted<LeadSource>(random, [
    ['contact', 0.6],
    ['package', 0.25],
    ['register', 0.15],
  ]);
  const age = ((of - n) / Math.max(of, 1)) * 365 * DAY + random.int(0, 6 * 60 * 60 * 1000);
  return {
    ...who,
    area: source === 'contact' ? random.pick(AREAS) : null,
    units: source === 'contact' ? random.int(1, 3) : null,
    message: source === 'register' ? null : random.pick(MESSAGES)[who.lang],
    package: source === 'package' ? random.pick(['GOLD', 'PREMIUM', 'BLACK']) : null,
    source,
    // Older leads have mostly been dealt with.
    status: pickWeighted<LeadStatus>(random, age > 30 * DAY ? [['closed', 0.5], ['contacted', 0.35], ['new', 0.15]] : [['new', 0.7], ['contacted', 0.3]]),
    createdAt: new Date(now.getTime() - age),
  };
}
