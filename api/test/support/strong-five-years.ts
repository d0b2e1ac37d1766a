// Five years of Strong (1,000 sessions of 25 sets of five lifts, 1.7 MB): the big import of
// training-import.test.ts and of `npm run bench:import`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const STRONG_SAMPLE = readFileSync(
  path.join(__dirname, '..', '..', '..', 'testdata', 'training', 'strong-sample.csv'),
  'utf8',
);

export function fiveYearsOfStrong(): string {
  const lifts = [
    'Bench Press (Barbell)',
    'Squat (Barbell)',
    'Deadlift (Barbell)',
    'Pull Up',
    'Leg Press',
  ];
  const rows = [STRONG_SAMPLE.split('\n')[0] ?? ''];
  for (let d = 0; d < 1000; d += 1) {
    const date = new Date(Date.UTC(2020, 0, 1) + d * 1.8 * 86_400_000).toISOString().slice(0, 10);
    for (let p = 0; p < 25; p += 1) {
      rows.push(
        `${date} 18:30:00,"Séance ${d % 3}",1h,"${lifts[Math.floor(p / 5)]}",${(p % 5) + 1},${60 + (d % 40)},8,0,0,"","",8`,
      );
    }
  }
  return `${rows.join('\n')}\n`;
}
