/**
 * The real words the coach must not read as typos (issue 41, twentieth round):
 * `npx tsx --tsconfig api/tsconfig.run.json api/scripts/spelling-guard.ts`.
 * Writes to `knowledge/spelling-guard.json` every word of the English and French word lists
 * (`an-array-of-english-words`, `an-array-of-french-words`, development dependencies) that the
 * knowledge base never writes and that is one edit from a word it does ("couple" and "coupe"):
 * `offline/spelling.ts` leaves those as written. Run it after editing the knowledge base; the
 * spelling test says when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import english from 'an-array-of-english-words';
import french from 'an-array-of-french-words';
import { guardWords } from '../src/modules/coach/offline/spelling';

const words = guardWords([...english, ...french]);
const file = path.join(__dirname, '../src/modules/coach/knowledge/spelling-guard.json');
writeFileSync(file, `${JSON.stringify(words, null, 2)}\n`);
console.log(`${words.length} guarded words written to ${path.relative(process.cwd(), file)}`);
