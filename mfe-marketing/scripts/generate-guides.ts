// Build step (npm run prebuild): writes the downloadable guides as PDF files next to the dashboard
// that links them, one per guide and language, and records their true sizes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { guideTexts, type GuideId } from '../src/i18n/guides';
import { BRAND_NAME } from '../src/lib/brand';
import { buildGuidePdf } from './build-guide-pdf';

const outDir = join(__dirname, '..', 'src', 'features', 'account', 'assets');

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const id of Object.keys(guideTexts) as GuideId[]) {
    for (const lang of ['fr', 'en'] as const) {
      const pdf = await buildGuidePdf(guideTexts[id][lang], lang, BRAND_NAME);
      const file = `${id}-${lang}.pdf`;
      writeFileSync(join(outDir, file), pdf);
      sizes[file] = pdf.length;
    }
  }
  writeFileSync(join(outDir, 'guides.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  process.stdout.write(
    `guides: ${Object.entries(sizes)
      .map(([f, s]) => `${f} ${s} B`)
      .join(', ')}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`guide generation failed: ${String(error)}\n`);
  process.exit(1);
});
