// The whitelisted values a browser may read (GET /config, the brochure): brand name, the two
// chat numbers and the sales e-mail. The admin's Settings override the environment; a stored
// value of the wrong shape is ignored rather than shown, so a bad setting can never break a page.
import { BRAND_NAME_MAX_LENGTH, SETTINGS_PHONE_PATTERN, VERSION_LABEL } from '@vitrina/contracts';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { getAllSettings } from './settings-repository';

export interface PublicConfig {
  brandName: string;
  chatPhoneGeneral: string;
  chatPhoneSales: string;
  salesEmail: string;
  version: string;
}

const phone = z.string().trim().regex(SETTINGS_PHONE_PATTERN);
/** Settings key → the field it overrides and the shape it must have. */
const OVERRIDES = {
  brand_name: { field: 'brandName', schema: z.string().trim().min(1).max(BRAND_NAME_MAX_LENGTH) },
  chat_phone_general: { field: 'chatPhoneGeneral', schema: phone },
  chat_phone_sales: { field: 'chatPhoneSales', schema: phone },
  sales_email: { field: 'salesEmail', schema: z.email().trim() },
} as const;

export const PUBLIC_SETTING_KEYS = Object.keys(OVERRIDES) as (keyof typeof OVERRIDES)[];

/** Builds the public values from the configuration and any stored settings. */
export function publicConfigFrom(config: Config, stored: Record<string, unknown>): PublicConfig {
  const out: PublicConfig = {
    brandName: config.brandName,
    chatPhoneGeneral: config.chatPhoneGeneral,
    chatPhoneSales: config.chatPhoneSales,
    salesEmail: config.salesEmail,
    version: VERSION_LABEL,
  };
  for (const key of PUBLIC_SETTING_KEYS) {
    const parsed = OVERRIDES[key].schema.safeParse(stored[key]);
    if (parsed.success) out[OVERRIDES[key].field] = parsed.data;
  }
  return out;
}

export async function loadPublicConfig(db: Db, config: Config): Promise<PublicConfig> {
  return publicConfigFrom(config, await getAllSettings(db, PUBLIC_SETTING_KEYS));
}
