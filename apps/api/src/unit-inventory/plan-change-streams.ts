// The open streams of GET /developments/{slug}/units/changes on this instance (issue 22,
// decision 037): each open stacking plan holds one, and hears "the units may have changed"
// whenever the pages' change signal fires — a write accepted here or, through PostgreSQL
// NOTIFY, on any other instance. An event carries no data of the plan: the client refetches
// it with If-None-Match and gets a 304 when its development did not change.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { UNIT_CHANGES_EVENTS, type UnitChangesEvent } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';

export interface PlanChangeStreamsOptions {
  /** Open streams per instance; one more is refused (503). */
  maxStreams: number;
  /** A burst of changes (an import, a repricing) becomes at most one event per this. */
  coalesceMs: number;
  /** A comment line this often, so proxies and balancers keep an idle stream open. */
  heartbeatMs: number;
  /**
   * A stream ends after this; the client reconnects at once, with its token, so a session
   * revoked or expired meanwhile stops hearing events within it (decision 037).
   */
  maxLifetimeMs: number;
}

export const PLAN_CHANGE_STREAMS: PlanChangeStreamsOptions = {
  maxStreams: 1_000,
  coalesceMs: 100,
  heartbeatMs: 25_000,
  maxLifetimeMs: 10 * 60_000,
};

/** A client that stopped reading (its buffer is past this) is dropped rather than buffered for. */
const MAX_BUFFERED_BYTES = 64 * 1024;

interface Stream {
  raw: ServerResponse;
  lifetime: NodeJS.Timeout;
}

export class PlanChangeStreams {
  private readonly streams = new Set<Stream>();
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private pending: NodeJS.Timeout | null = null;
  private lastSent = 0;
  private closed = false;

  constructor(
    private readonly signal: ChangeSignal,
    private readonly options: PlanChangeStreamsOptions = PLAN_CHANGE_STREAMS,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** No room for one more stream (or the app is closing). */
  get full(): boolean {
    return this.closed || this.streams.size >= this.options.maxStreams;
  }

  /**
   * Writes the head and the `ready` event on a hijacked reply's response, and keeps it until
   * the client goes, its lifetime ends, or the app closes.
   */
  open(raw: ServerResponse, headers: Record<string, number | string | string[] | undefined>): void {
    raw.writeHead(200, headers as OutgoingHttpHeaders);
    raw.flushHeaders();
    const stream: Stream = { raw, lifetime: setTimeout(() => this.end(stream), this.options.maxLifetimeMs) };
    stream.lifetime.unref();
    this.streams.add(stream);
    raw.on('close', () => this.forget(stream));
    this.write(stream, this.event(UNIT_CHANGES_EVENTS.ready));
    this.start();
  }

  /** Ends every open stream and refuses new ones: the app is closing, its server must not wait on them. */
  closeAll(): void {
    this.closed = true;
    for (const stream of [...this.streams]) this.end(stream);
    this.stop();
  }

  private start() {
    if (this.unsubscribe) return;
    this.unsubscribe = this.signal.onChange(() => this.changed());
    this.heartbeat = setInterval(() => this.broadcast(': heartbeat\n\n'), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stop() {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.pending) clearTimeout(this.pending);
    this.heartbeat = this.pending = null;
  }

  /** At once when the last event is older than coalesceMs; otherwise once, when it is. */
  private changed() {
    if (this.pending) return;
    const wait = this.lastSent + this.options.coalesceMs - Date.now();
    if (wait <= 0) return this.sendChange();
    this.pending = setTimeout(() => {
      this.pending = null;
      this.sendChange();
    }, wait);
  }

  private sendChange() {
    this.lastSent = Date.now();
    this.broadcast(this.event(UNIT_CHANGES_EVENTS.change));
  }

  private event(name: string): string {
    // reliable false (the listener reconnecting): local changes still come, remote ones may not.
    const data: UnitChangesEvent = { reliable: this.signal.reliable };
    return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  }

  private broadcast(text: string) {
    for (const stream of [...this.streams]) this.write(stream, text);
  }

  private write(stream: Stream, text: string) {
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) return this.end(stream);
    stream.raw.write(text);
  }

  private end(stream: Stream) {
    this.forget(stream);
    if (!stream.raw.writableEnded) stream.raw.end();
  }

  private forget(stream: Stream) {
    if (!this.streams.delete(stream)) return;
    clearTimeout(stream.lifetime);
    if (this.streams.size === 0) this.stop();
  }
}
