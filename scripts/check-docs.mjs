// Checks the README and docs/*.md: no line over 200 characters outside fenced code blocks (a line
// whose long part is a URL is allowed), the README at most 260 lines, and every relative link
// pointing to a file that exists. Prints file:line for each fault and exits 1 when there is one.
// Run: node scripts/check-docs.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const MAX_LINE = 200;
const MAX_README_LINES = 260;

const docsDir = path.join(root, 'docs');
const files = [
  'README.md',
  ...(existsSync(docsDir)
    ? readdirSync(docsDir)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : []),
];

const faults = [];
const fault = (file, line, message) => faults.push(`${file}:${line}: ${message}`);

const URL_PATTERN = /<?[a-z][a-z0-9+.-]*:\/\/[^\s)>\]]+>?/gi;
/** Inline links and images: [text](target) or ![alt](target "title"). */
const LINK_PATTERN = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** Reference definitions: [label]: target */
const REFERENCE_PATTERN = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/;

function isRelative(target) {
  return (
    !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//')
  );
}

function checkLink(file, lineNumber, target) {
  if (!isRelative(target)) return;
  const withoutAnchor = decodeURI(target.split('#')[0].split('?')[0]);
  if (withoutAnchor === '') return;
  const resolved = withoutAnchor.startsWith('/')
    ? path.join(root, withoutAnchor)
    : path.join(root, path.dirname(file), withoutAnchor);
  if (!existsSync(resolved)) fault(file, lineNumber, `link to a missing file: ${target}`);
}

for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (file === 'README.md' && lines.length > MAX_README_LINES) {
    fault(file, lines.length, `${lines.length} lines: the README is at most ${MAX_README_LINES}`);
  }
  let fence = null;
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    const length = [...line].length;
    if (length > MAX_LINE && [...line.replace(URL_PATTERN, '')].length > MAX_LINE) {
      fault(file, lineNumber, `${length} characters (at most ${MAX_LINE} outside code blocks)`);
    }
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(LINK_PATTERN)) checkLink(file, lineNumber, match[1]);
    const reference = REFERENCE_PATTERN.exec(withoutCode);
    if (reference) checkLink(file, lineNumber, reference[1]);
  });
  if (fence) fault(file, lines.length, 'a code block is not closed');
}

if (faults.length) {
  for (const line of faults) console.error(line);
  console.error(`check-docs: ${faults.length} problem(s) in README.md and docs/`);
  process.exit(1);
}
console.log(`check-docs: ${files.length} files ok`);
