// The i18n keys that the schemas of this package put in their issues. A schema never carries a
// sentence: the browser translates the key with i18next, the API with its own catalogue, so the
// same rule reads the same in es, en and fr on both sides. Both catalogues must hold every key
// of VALIDATION_MESSAGE_KEYS.

/** Registration and contact form (SPEC §5). Key names are the spec's. */
export const REGISTER_MESSAGES = {
  nameRequired: 'register.nameRequired',
  nameMinLength: 'register.nameMinLength',
  emailRequired: 'register.emailRequired',
  emailInvalid: 'register.emailInvalid',
  phoneRequired: 'register.phoneRequired',
  phoneInvalid: 'register.phoneInvalid',
  /** The format is right but libphonenumber reads no valid number (decision 023). */
  phoneNotValid: 'register.phoneNotValid',
  passwordRequired: 'register.passwordRequired',
  passwordMinLength: 'register.passwordMinLength',
  passwordUppercase: 'register.passwordUppercase',
  passwordNumber: 'register.passwordNumber',
  confirmPasswordRequired: 'register.confirmPasswordRequired',
  passwordsNotMatch: 'register.passwordsNotMatch',
  termsRequired: 'register.termsRequired',
} as const;

/** Sign-in and forgot-password dialog. */
export const SIGNIN_MESSAGES = {
  emailRequired: 'signin.emailRequired',
  emailInvalid: 'signin.emailInvalid',
  passwordRequired: 'signin.passwordRequired',
  enterEmailError: 'signin.enterEmailError',
} as const;

export const EDIT_USER_MESSAGES = {
  currentPasswordRequired: 'edit.currentPasswordRequired',
} as const;

/** Account type choice. invalidCode is the server's answer to a wrong code. */
export const SELECT_ACCOUNT_MESSAGES = {
  selectOption: 'selectAccount.selectOption',
  codeRequired: 'selectAccount.codeRequired',
  invalidCode: 'selectAccount.invalidCode',
} as const;

export const CONTACT_MESSAGES = {
  unitsInvalid: 'contact.unitsInvalid',
  messageTooLong: 'contact.messageTooLong',
  developmentUnknown: 'contact.developmentUnknown',
} as const;

/** The admin's item form (POST /items, PUT /items/{id}): one clear rule per field. */
export const ITEM_MESSAGES = {
  nameRequired: 'item.nameRequired',
  descriptionRequired: 'item.descriptionRequired',
  codeRequired: 'item.codeRequired',
  codeInvalid: 'item.codeInvalid',
  roomRequired: 'item.roomRequired',
  typeRequired: 'item.typeRequired',
  quantityRange: 'item.quantityRange',
  categoryInvalid: 'item.categoryInvalid',
  typologyInvalid: 'item.typologyInvalid',
} as const;

/** The admin's Settings (PUT /settings); the e-mail uses register.emailInvalid. */
export const SETTINGS_MESSAGES = {
  brandRequired: 'settings.brandRequired',
  phoneInvalid: 'settings.phoneInvalid',
} as const;

/** The Admin's developments and unit types (issue 21). */
export const DEVELOPMENT_MESSAGES = {
  slugInvalid: 'development.slugInvalid',
  codeInvalid: 'development.codeInvalid',
  nameRequired: 'development.nameRequired',
  cityRequired: 'development.cityRequired',
  addressRequired: 'development.addressRequired',
  latitudeRange: 'development.latitudeRange',
  longitudeRange: 'development.longitudeRange',
  statusInvalid: 'development.statusInvalid',
  currencyInvalid: 'development.currencyInvalid',
  factRange: 'development.factRange',
  distanceLabelRequired: 'development.distanceLabelRequired',
  minutesRange: 'development.minutesRange',
  tooManyDistances: 'development.tooManyDistances',
  percentRange: 'development.percentRange',
  priceRange: 'development.priceRange',
  priceRepeated: 'development.priceRepeated',
  pageInvalid: 'development.pageInvalid',
  typologyUnknown: 'development.typologyUnknown',
  typologyNameRequired: 'development.typologyNameRequired',
  typologyDescriptionRequired: 'development.typologyDescriptionRequired',
  sizeRange: 'development.sizeRange',
  bedroomsRange: 'development.bedroomsRange',
} as const;

/** A unit's status change (issue 22). */
export const UNIT_MESSAGES = {
  statusInvalid: 'unit.statusInvalid',
  untilRequired: 'unit.untilRequired',
  untilRange: 'unit.untilRange',
  buyerRequired: 'unit.buyerRequired',
  notForStatus: 'unit.notForStatus',
  // Setting up and pricing units (issue 22, unit-setup.ts).
  numberInvalid: 'unit.numberInvalid',
  floorRange: 'unit.floorRange',
  positionRange: 'unit.positionRange',
  sizeRange: 'unit.sizeRange',
  priceRange: 'unit.priceRange',
  typologyInvalid: 'unit.typologyInvalid',
  typologyNotInDevelopment: 'unit.typologyNotInDevelopment',
  templateInvalid: 'unit.templateInvalid',
  floorOrder: 'unit.floorOrder',
  typologyPerPosition: 'unit.typologyPerPosition',
  tooManyUnits: 'unit.tooManyUnits',
  repriceValue: 'unit.repriceValue',
  reasonRequired: 'unit.reasonRequired',
  numberRepeated: 'unit.numberRepeated',
  cellRepeated: 'unit.cellRepeated',
  statusNotImported: 'unit.statusNotImported',
} as const;

/** A unit's documents (issue 34, the owner's file). */
export const DOCUMENT_MESSAGES = {
  titleRequired: 'document.titleRequired',
  titleTooLong: 'document.titleTooLong',
  kindInvalid: 'document.kindInvalid',
  sharedInvalid: 'document.sharedInvalid',
  nothingToChange: 'document.nothingToChange',
} as const;

/** A unit's payment plan, schedule and payments (issue 34, the owner's file). */
export const PAYMENT_MESSAGES = {
  labelRequired: 'payment.labelRequired',
  percentRange: 'payment.percentRange',
  planTotal: 'payment.planTotal',
  planTooLong: 'payment.planTooLong',
  monthsRange: 'payment.monthsRange',
  amountRange: 'payment.amountRange',
  dateInvalid: 'payment.dateInvalid',
  methodInvalid: 'payment.methodInvalid',
  referenceTooLong: 'payment.referenceTooLong',
  linesTooMany: 'payment.linesTooMany',
  lineRepeated: 'payment.lineRepeated',
  /** The collections view's `format` (json, csv or xlsx). */
  collectionsFormat: 'payment.collectionsFormat',
  /** Why a payment is voided: required, up to PAYMENT_VOID_REASON_MAX_LENGTH (decision 056). */
  voidReasonRequired: 'payment.voidReasonRequired',
  /** A development's time zone that is not an IANA zone (decision 057). */
  timeZoneInvalid: 'payment.timeZoneInvalid',
} as const;

/** Messages between a unit's buyer and the office (issue 34, the owner's file). */
export const UNIT_MESSAGE_KEYS = {
  bodyRequired: 'message.bodyRequired',
  bodyTooLong: 'message.bodyTooLong',
  bodyControlCharacter: 'message.bodyControlCharacter',
} as const;

/** The buyer's choice of the unit's furniture package (issue 35, decision 059). */
export const SELECTION_MESSAGES = {
  packageInvalid: 'selection.packageInvalid',
  approveRequired: 'selection.approveRequired',
  noteTooLong: 'selection.noteTooLong',
  noteControlCharacter: 'selection.noteControlCharacter',
  deadlineInvalid: 'selection.deadlineInvalid',
} as const;

/** A person's notification preferences (issue 35, part 3; decision 058). */
export const NOTIFICATION_MESSAGES = {
  inAppAlwaysOn: 'notification.inAppAlwaysOn',
  kindInvalid: 'notification.kindInvalid',
} as const;

/** A development's construction news (issue 35, part 2; decision 064). */
export const NEWS_MESSAGES = {
  titleRequired: 'news.titleRequired',
  bodyRequired: 'news.bodyRequired',
  languageRequired: 'news.languageRequired',
  textControlCharacter: 'news.textControlCharacter',
  audienceInvalid: 'news.audienceInvalid',
  publishAtInvalid: 'news.publishAtInvalid',
  photoOrderMismatch: 'news.photoOrderMismatch',
} as const;

/** A device's web push subscription (decision 065). */
export const PUSH_MESSAGES = {
  endpointInvalid: 'push.endpointInvalid',
  endpointNotAllowed: 'push.endpointNotAllowed',
  keyInvalid: 'push.keyInvalid',
} as const;

/** Generic keys, for input no person types through the forms (wrong types, unknown fields). */
export const COMMON_MESSAGES = {
  invalidValue: 'common.invalidValue',
  tooLong: 'common.tooLong',
  unknownField: 'common.unknownField',
  /** A text with the NUL character (U+0000), which the database cannot store. */
  nulCharacter: 'common.nulCharacter',
} as const;

type ValuesOf<T> = T[keyof T];
export type ValidationMessageKey =
  | ValuesOf<typeof REGISTER_MESSAGES>
  | ValuesOf<typeof SIGNIN_MESSAGES>
  | ValuesOf<typeof EDIT_USER_MESSAGES>
  | ValuesOf<typeof SELECT_ACCOUNT_MESSAGES>
  | ValuesOf<typeof CONTACT_MESSAGES>
  | ValuesOf<typeof ITEM_MESSAGES>
  | ValuesOf<typeof SETTINGS_MESSAGES>
  | ValuesOf<typeof DEVELOPMENT_MESSAGES>
  | ValuesOf<typeof UNIT_MESSAGES>
  | ValuesOf<typeof DOCUMENT_MESSAGES>
  | ValuesOf<typeof PAYMENT_MESSAGES>
  | ValuesOf<typeof UNIT_MESSAGE_KEYS>
  | ValuesOf<typeof SELECTION_MESSAGES>
  | ValuesOf<typeof NOTIFICATION_MESSAGES>
  | ValuesOf<typeof NEWS_MESSAGES>
  | ValuesOf<typeof PUSH_MESSAGES>
  | ValuesOf<typeof COMMON_MESSAGES>;

export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = [
  ...Object.values(REGISTER_MESSAGES),
  ...Object.values(SIGNIN_MESSAGES),
  ...Object.values(EDIT_USER_MESSAGES),
  ...Object.values(SELECT_ACCOUNT_MESSAGES),
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(ITEM_MESSAGES),
  ...Object.values(SETTINGS_MESSAGES),
  ...Object.values(DEVELOPMENT_MESSAGES),
  ...Object.values(UNIT_MESSAGES),
  ...Object.values(DOCUMENT_MESSAGES),
  ...Object.values(PAYMENT_MESSAGES),
  ...Object.values(UNIT_MESSAGE_KEYS),
  ...Object.values(SELECTION_MESSAGES),
  ...Object.values(NOTIFICATION_MESSAGES),
  ...Object.values(NEWS_MESSAGES),
  ...Object.values(PUSH_MESSAGES),
  ...Object.values(COMMON_MESSAGES),
];

const KNOWN = new Set<string>(VALIDATION_MESSAGE_KEYS);
export const isValidationMessageKey = (value: string): value is ValidationMessageKey => KNOWN.has(value);

/** The Spanish wording the spec gives for some keys (§5, §8), to copy into the catalogues. */
export const SPEC_SPANISH_TEXTS: Readonly<Partial<Record<ValidationMessageKey, string>>> = {
  'signin.enterEmailError': 'Por favor ingresa tu correo electrónico',
  'selectAccount.selectOption': 'Por favor selecciona una opción',
  'selectAccount.codeRequired': 'Por favor ingresa un código',
  'selectAccount.invalidCode': 'Código inválido. Por favor, intenta de nuevo.',
};
