// A server-sent-events stream read as the web client reads it: fetch() over a real connection,
// its body as a stream, split into events. For the plan's stream of changes (decision 037).

export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The body, for an answer that is not a stream (401, 403, 404, 503). */
  text(): Promise<string>;
  /** The next event (heartbeats skipped); null when the stream ended first. */
  next(): Promise<StreamEvent | null>;
  /** Resolves once the server ended the stream, skipping any events before the end. */
  ended(): Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<StreamEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = block.split('\n').filter((line) => !line.startsWith(':'));
        if (fields.length === 0) continue;
        const field = (name: string) => fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
        return { event: field('event') || 'message', data: field('data') };
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    text: async () => {
      let text = buffer;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += value;
      }
    },
    next,
    async ended() {
      while ((await next()) !== null);
    },
    close: () => abort.abort(),
  };
}

/** The next event, or a failure after `ms` (a guard against a hang, not a timing assertion). */
export async function nextEvent(stream: OpenStream, ms = 10_000): Promise<StreamEvent | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([stream.next(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
