import fc from 'fast-check';
import { createSseParser } from './sse';

const stream =
  'event: delta\ndata: {"delta":"Bon"}\n\n: keep-alive\n\nevent: delta\r\ndata: {"delta":"jour"}\r\n\r\n' +
  'data: ligne 1\ndata: ligne 2\n\nevent: done\ndata: {"response":"Bonjour","tokens":3}\n\n';

const expected = [
  { event: 'delta', data: '{"delta":"Bon"}' },
  { event: 'delta', data: '{"delta":"jour"}' },
  { event: 'message', data: 'ligne 1\nligne 2' },
  { event: 'done', data: '{"response":"Bonjour","tokens":3}' },
];

describe('SSE parser', () => {
  it('reads named events, comments, CRLF and multi-line data', () => {
    expect(createSseParser()(stream)).toEqual(expected);
  });

  it('gives the same events however the stream is cut into chunks', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: stream.length - 1 })), (cuts) => {
        const parse = createSseParser();
        const bounds = [0, ...[...cuts].sort((a, b) => a - b), stream.length];
        const events = bounds.slice(1).flatMap((end, i) => parse(stream.slice(bounds[i], end)));
        expect(events).toEqual(expected);
      }),
    );
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const parse = createSseParser();
    expect(parse('event: delta\ndata: {"delta":"x"}\n')).toEqual([]);
    expect(parse('\n')).toEqual([{ event: 'delta', data: '{"delta":"x"}' }]);
  });
});
