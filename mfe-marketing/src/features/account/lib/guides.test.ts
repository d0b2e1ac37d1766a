/**
 * @jest-environment node
 */
import { buildGuidePdf } from '../../../../scripts/build-guide-pdf';
import { guideTexts, type GuideId } from '../../../i18n/guides';
import sizes from '../assets/guides.json';

// The dashboard shows the sizes recorded in guides.json: rebuilding each PDF from the text must
// give exactly those bytes, or the sizes shown would lie.
describe('built guides', () => {
  const cases = (['training', 'nutrition'] as GuideId[]).flatMap((id) =>
    (['fr', 'en'] as const).map((lang) => [id, lang] as const),
  );

  it.each(cases)('%s (%s) is a real PDF whose size matches the recorded one', async (id, lang) => {
    const pdf = await buildGuidePdf(guideTexts[id][lang], lang, 'Zak Coaching');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.length).toBe((sizes as Record<string, number>)[`${id}-${lang}.pdf`]);
  });

  it('the two languages have the same sections', () => {
    for (const id of ['training', 'nutrition'] as GuideId[]) {
      expect(guideTexts[id].en.sections).toHaveLength(guideTexts[id].fr.sections.length);
    }
  });
});
