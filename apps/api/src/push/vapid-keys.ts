// The server's VAPID key pair (decision 065), which every push message is signed with and every
// browser subscribed with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else a pair generated on
// the first start and kept in the database, so every instance on it signs alike. Two instances
// starting together each generate one; the first stored wins and both read it back.
import webpush from 'web-push';
import type { Db } from '../db/client';
import { keepVapidKeys, type VapidKeys } from './push-repository';

export type { VapidKeys };

export async function resolveVapidKeys(db: Db, fromEnv: VapidKeys | undefined): Promise<VapidKeys> {
  if (fromEnv) return fromEnv;
  const generated = webpush.generateVAPIDKeys();
  return keepVapidKeys(db, { publicKey: generated.publicKey, privateKey: generated.privateKey });
}
