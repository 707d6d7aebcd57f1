// The plan's stream of changes as the browser reads it: chunks cut anywhere become whole events;
// heartbeats and unknown fields are skipped (decision 037).
import { describe, expect, it } from 'vitest';
import { eventStreamParser, type ServerEvent } from './watch-development-units';

function parseAll(chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const parse = eventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parse(chunk);
  return events;
}

describe('eventStreamParser', () => {
  const stream = 'event: ready\ndata: {"reliable":true}\n\n: heartbeat\n\nevent: change\ndata: {"reliable":false}\n\n';
  const expected = [
    { event: 'ready', data: '{"reliable":true}' },
    { event: 'change', data: '{"reliable":false}' },
  ];

  it('reads whole events and skips the heartbeat', () => {
    expect(parseAll([stream])).toEqual(expected);
  });

  it('reads the same events whatever the chunks (cut mid-line, one character at a time)', () => {
    expect(parseAll([stream.slice(0, 9), stream.slice(9, 30), stream.slice(30)])).toEqual(expected);
    expect(parseAll([...stream])).toEqual(expected);
  });

  it('accepts CRLF lines, data without its space, several data lines and unknown fields', () => {
    const crlf = 'id: 7\r\nevent:change\r\ndata:a\r\ndata: b\r\nretry: 10\r\n\r\n';
    expect(parseAll([crlf])).toEqual([{ event: 'change', data: 'a\nb' }]);
    expect(parseAll([...crlf])).toEqual([{ event: 'change', data: 'a\nb' }]);
  });

  it('keeps an event that has not ended yet until its blank line', () => {
    const events: ServerEvent[] = [];
    const parse = eventStreamParser((event) => events.push(event));
    parse('event: change\ndata: {}\n');
    expect(events).toEqual([]);
    parse('\n');
    expect(events).toEqual([{ event: 'change', data: '{}' }]);
  });
});
