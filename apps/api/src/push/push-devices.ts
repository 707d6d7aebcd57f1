// A person's devices for web push (decision 065). Saving a device is also when push starts to
// mean something: every kind's push choice is off by default (decision 058), so the first device
// of a person who has every kind off turns push on for each kind that concerns them — pressing
// "turn on" is asking for pushes, and with every kind off none would come. Their later choices
// (the profile's grid) are kept as they set them, whatever devices come after.
import type { Db } from '../db/client';
import { changePreferences, preferencesOf, type Reader } from '../notifications/notification-reads';
import { saveSubscription } from './push-repository';

export async function subscribeDevice(db: Db, reader: Reader, sub: { endpoint: string; p256dh: string; auth: string }): Promise<{ kindsTurnedOn: boolean }> {
  const { firstDevice } = await saveSubscription(db, reader.id, sub);
  if (!firstDevice) return { kindsTurnedOn: false };
  const preferences = await preferencesOf(db, reader);
  if (preferences.some((p) => p.push)) return { kindsTurnedOn: false };
  await changePreferences(db, reader, preferences.map((p) => ({ kind: p.kind, push: true })));
  return { kindsTurnedOn: true };
}
