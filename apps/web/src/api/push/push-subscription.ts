// Web push (decision 065): the server's public key (GET /push/public-key: what this browser subscribes
// with), and this device's subscription saved for the signed-in person (POST /push/subscriptions)
// or removed (DELETE /push/subscriptions, by its endpoint). Online only: a subscription made
// offline could not be checked, and the button says so.
import type { PushSubscriptionWrite } from '@vitrina/contracts';
import { apiRequest, apiRequestChecked } from '../../lib/api-client';

export async function fetchPushKey(): Promise<string> {
  return (await apiRequestChecked('/push/public-key', (s) => s.pushPublicKeySchema)).key;
}

export async function savePushSubscription(subscription: PushSubscriptionWrite): Promise<void> {
  await apiRequest('/push/subscriptions', { method: 'POST', body: subscription });
}

/** `authRedirect: false` at sign-out (decision 066): an expired session there is no reason to open the sign-in page. */
export async function deletePushSubscription(endpoint: string, { authRedirect = true }: { authRedirect?: boolean } = {}): Promise<void> {
  await apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint }, authRedirect });
}
