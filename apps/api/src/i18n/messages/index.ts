// The API's catalogue: every feature's messages, plus the texts of the validation keys that
// the shared schemas (packages/contracts) put in their issues.
import { LANGUAGES, VALIDATION_TEXTS, type Language } from '@vitrina/contracts';
import { accountsMessages } from './accounts';
import { catalogueMessages } from './catalogue';
import { catalogueImportMessages } from './catalogue-import';
import { collectionsMessages } from './collections';
import { commonMessages } from './common';
import { commsMessages } from './comms';
import { developmentsMessages } from './developments';
import { documentsMessages } from './documents';
import { newsMessages } from './news';
import { notificationsMessages } from './notifications';
import { operationsMessages } from './operations';
import { paymentRemindersMessages } from './payment-reminders';
import { paymentsMessages } from './payments';
import { paymentVoidsMessages } from './payment-voids';
import { selectionsMessages } from './selections';
import { settingsMessages } from './settings';
import type { Messages } from './types';
import { unitMessagesMessages } from './unit-messages';
import { unitsMessages } from './units';

const parts: Messages[] = [
  commonMessages,
  VALIDATION_TEXTS,
  accountsMessages,
  unitsMessages,
  catalogueMessages,
  catalogueImportMessages,
  commsMessages,
  settingsMessages,
  developmentsMessages,
  operationsMessages,
  documentsMessages,
  paymentsMessages,
  paymentVoidsMessages,
  collectionsMessages,
  paymentRemindersMessages,
  unitMessagesMessages,
  selectionsMessages,
  notificationsMessages,
  newsMessages,
];

export const catalogues = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.assign({}, ...parts.map((part) => part[lang]))]),
) as Record<Language, Record<string, string>>;
