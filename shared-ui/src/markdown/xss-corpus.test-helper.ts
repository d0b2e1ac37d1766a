import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Reads the public XSS corpora copied into the repository (`testdata/xss`, see its README): only
 * the payloads are used, never the other projects' expected output.
 */
export const XSS_CORPUS_DIR = path.resolve(__dirname, '../../..', 'testdata/xss');

export interface Payload {
  source: string;
  title: string;
  input: string;
}

function loadDompurify(): Payload[] {
  const text = readFileSync(path.join(XSS_CORPUS_DIR, 'dompurify-expect.mjs'), 'utf8');
  const body = text.replace(/^\s*export\s+default\s+/, '').replace(/;\s*$/, '');
  const cases = vm.runInNewContext(`(${body})`) as { title?: string; payload: unknown }[];
  return cases.map((c) => ({
    source: 'dompurify',
    title: c.title ?? '',
    input: String(c.payload),
  }));
}

/** markdown-it fixture blocks: optional title, `.`, input, `.`, expected HTML, `.` */
function loadMarkdownIt(file: string): Payload[] {
  const lines = readFileSync(path.join(XSS_CORPUS_DIR, file), 'utf8').split('\n');
  const payloads: Payload[] = [];
  let title = '';
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line !== '.') {
      if (line.trim()) title = line.trim();
      i += 1;
      continue;
    }
    const input: string[] = [];
    i += 1;
    while (i < lines.length && lines[i] !== '.') input.push(lines[i++] ?? '');
    i += 1; // closing dot of the input
    while (i < lines.length && lines[i] !== '.') i += 1; // expected HTML: not ours
    i += 1;
    payloads.push({ source: file, title, input: input.join('\n') });
    title = '';
  }
  return payloads;
}

export function loadXssCorpus(): Payload[] {
  return [
    ...loadDompurify(),
    ...loadMarkdownIt('markdown-it-xss.txt'),
    ...loadMarkdownIt('markdown-it-linkify.txt'),
  ];
}
