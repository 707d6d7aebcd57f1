// GET /developments/{slug}/units/changes (Admin, sales team; issue 22, decision 037): while the
// stacking plan is shown, a stream of "the units may have changed" events, on which the plan is
// fetched again at once (If-None-Match: a 304 when its development did not change). The stream
// carries a bearer token, so it is a fetch() whose body is read as it comes (EventSource sends
// no headers). While it is connected the plan's poll slows to a safety net; when it is not, the
// poll goes back to every second and the stream is tried again, later each time.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_TIMEOUT_MS, UNIT_CHANGES_EVENTS, parseUnitChangesEvent, type Language } from '@vitrina/contracts';
import { API_BASE, apiFailure, apiHeaders } from '../../lib/api-client';
import { getSession } from '../../lib/session';
import { queryKeys } from '../../lib/query-keys';

/** Waits before trying the stream again after a failure: doubled each time, up to the last. */
export const STREAM_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** The server's heartbeat comes every ~25 s: this long without a byte, the connection is dead. */
export const STREAM_SILENCE_MS = 60_000;

/** One server-sent event: its name and its data. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as its chunks come (a chunk may end mid-line). Comment
 * lines (the heartbeat) and fields other than event and data are skipped.
 */
export function eventStreamParser(onEvent: (event: ServerEvent) => void): (chunk: string) => void {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const raw of lines) {
      // CRLF too (a CR alone never comes from our server); a chunk may end between CR and LF.
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === '') {
        if (data.length > 0 || name) onEvent({ event: name || 'message', data: data.join('\n') });
        name = '';
        data = [];
      } else if (line.startsWith('event:')) {
        name = line.slice(6).trimStart();
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
    }
  };
}

export interface WatchState {
  /** The stream is open. */
  connected: boolean;
  /** Its last event said changes made on another instance reach it (else: keep polling often). */
  reliable: boolean;
}

interface WatchOptions {
  lang: Language;
  /** Aborting it closes the stream and ends the watch. */
  signal: AbortSignal;
  /** Each event (ready included: a change may have been missed while the stream was closed). */
  onChange: () => void;
  onState: (state: WatchState) => void;
}

/** Waits `ms`, less when the watch ends or the browser comes back online (then: try at once). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      window.removeEventListener('online', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake);
    window.addEventListener('online', wake);
  });

/**
 * Keeps the stream open until `signal` aborts: reconnects at once when the server ends it (its
 * lifetime, a restart), after STREAM_RETRY_MS when it fails. Stops for good on 401 (the session
 * is gone: the client signs out), 403 and 404 (the plan's own query shows why).
 */
export async function watchDevelopmentUnits(slug: string, { lang, signal, onChange, onState }: WatchOptions): Promise<void> {
  const url = `${API_BASE}/developments/${encodeURIComponent(slug)}/units/changes`;
  let failures = 0;
  while (!signal.aborted) {
    const outcome = await readStreamOnce(url, { lang, signal, onChange, onState });
    onState({ connected: false, reliable: false });
    if (outcome === 'stop' || signal.aborted) return;
    failures = outcome === 'ended' ? 0 : failures + 1;
    const wait = outcome === 'ended' ? 250 + Math.random() * 750 : STREAM_RETRY_MS[Math.min(failures, STREAM_RETRY_MS.length) - 1]!;
    await pause(wait, signal);
  }
}

async function readStreamOnce(url: string, { lang, signal, onChange, onState }: WatchOptions): Promise<'ended' | 'failed' | 'stop'> {
  const { token } = getSession();
  const attempt = new AbortController();
  const stopAttempt = () => attempt.abort();
  signal.addEventListener('abort', stopAttempt, { once: true });
  // No byte (not even a heartbeat) for too long, or no answer at all: the connection is gone.
  let silence = setTimeout(stopAttempt, API_TIMEOUT_MS);
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(stopAttempt, STREAM_SILENCE_MS);
  };
  try {
    const response = await fetch(url, { headers: { ...apiHeaders(lang, token), Accept: 'text/event-stream' }, cache: 'no-store', signal: attempt.signal });
    if (!response.ok || !response.body) {
      const body: unknown = await response.json().catch(() => null);
      apiFailure(response.status, body, response.statusText, { token });
      return [401, 403, 404].includes(response.status) ? 'stop' : 'failed';
    }
    heard();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parse = eventStreamParser(({ event, data }) => {
      if (event !== UNIT_CHANGES_EVENTS.ready && event !== UNIT_CHANGES_EVENTS.change) return;
      const change = parseUnitChangesEvent(data);
      onState({ connected: true, reliable: change?.reliable ?? false });
      onChange();
    });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      heard();
      parse(value);
    }
  } catch {
    return 'failed';
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', stopAttempt);
    attempt.abort();
  }
}

/**
 * Fetches the plan again for an event, so that a fetch starting after the event always follows:
 * one in flight (a poll, the first load) is joined, not cancelled — a burst of events must not
 * cancel a 2,000-unit answer again and again — and one more follows it (a 304 if it saw the
 * change). Events during a fetch make one more fetch after it, not one each.
 */
export function planRefetcher(queryClient: QueryClient, queryKey: QueryKey): () => void {
  let running = false;
  let again = false;
  const refetch = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = queryClient.isFetching({ queryKey, exact: true }) > 0;
    void queryClient
      .refetchQueries({ queryKey, exact: true }, { cancelRefetch: false })
      .catch(() => {})
      .finally(() => {
        running = false;
        if (again) refetch();
      });
  };
  return refetch;
}

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * While the plan is shown and its tab visible, watches its development: each event refetches
 * the plan at once. True while the stream is open and reliable (the plan may poll slowly then).
 */
export function useWatchDevelopmentUnits(slug: string, lang: Language): boolean {
  const queryClient = useQueryClient();
  const [state, setState] = useState<WatchState>({ connected: false, reliable: false });
  const [shown, setShown] = useState(visible);

  useEffect(() => {
    const onVisibility = () => setShown(visible());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const abort = new AbortController();
    void watchDevelopmentUnits(slug, {
      lang,
      signal: abort.signal,
      onChange: planRefetcher(queryClient, queryKeys.units.inventory(slug, lang)),
      onState: (next) => !abort.signal.aborted && setState((last) => (last.connected === next.connected && last.reliable === next.reliable ? last : next)),
    });
    return () => {
      abort.abort();
      setState({ connected: false, reliable: false });
    };
  }, [slug, lang, shown, queryClient]);

  return state.connected && state.reliable;
}
