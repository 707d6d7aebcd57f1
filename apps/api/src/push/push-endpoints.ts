// Which push addresses the server will send to (decision 065): a subscription's endpoint is a URL
// the browser hands us, and the server POSTs to it — so only the browsers' push services are
// accepted (PUSH_ENDPOINT_HOSTS; an entry `*.example.com` is any subdomain of example.com), over
// https. Plain http only to a loopback host named exactly in PUSH_ENDPOINT_HOSTS (a test's or a
// developer's local receiver), never through a wildcard or by default.
import type { PushService } from '@vitrina/contracts';
import { isLoopback } from '../config';

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

function hostListed(host: string, entries: readonly string[]): 'exact' | 'wildcard' | false {
  if (entries.includes(host)) return 'exact';
  const wildcard = entries.some((entry) => entry.startsWith('*.') && host.endsWith(entry.slice(1)) && host.length > entry.length - 1);
  return wildcard ? 'wildcard' : false;
}

export function endpointAllowed(endpoint: string, entries: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = hostOf(url);
  const listed = hostListed(host, entries);
  if (url.protocol === 'https:') return listed !== false;
  return url.protocol === 'http:' && listed === 'exact' && isLoopback(host);
}

/** The push service of an address (decision 066: how the devices list names a device; the server keeps no user agent). */
export function pushServiceOf(endpoint: string): PushService {
  let host: string;
  try {
    host = hostOf(new URL(endpoint));
  } catch {
    return 'other';
  }
  const on = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (on('googleapis.com')) return 'google';
  if (on('mozilla.com')) return 'mozilla';
  if (on('push.apple.com')) return 'apple';
  if (on('notify.windows.com')) return 'microsoft';
  return 'other';
}
