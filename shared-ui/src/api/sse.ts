// Shared by the chat (the coach's answer) and the training import (its progress).
/** One Server-Sent Event (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Incremental SSE parser: feed it decoded text chunks as they arrive, it returns the events that
 * became complete. Handles CRLF, multi-line data, comments and chunks split anywhere.
 */
export function createSseParser(): (chunk: string) => SseEvent[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  return (chunk) => {
    buffer += chunk;
    const events: SseEvent[] = [];
    let newline = /\r\n|\r|\n/.exec(buffer);
    // A lone trailing \r may be the first half of \r\n: wait for the next chunk.
    while (newline && !(newline[0] === '\r' && newline.index === buffer.length - 1)) {
      const line = buffer.slice(0, newline.index);
      buffer = buffer.slice(newline.index + newline[0].length);
      if (line === '') {
        if (data.length > 0) events.push({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      newline = /\r\n|\r|\n/.exec(buffer);
    }
    return events;
  };
}
