// Renders one guide (text from src/i18n/guides.ts) to a PDF buffer. Deterministic: a fixed
// creation date makes the same text give the same bytes, so the sizes shown on the dashboard
// (src/features/account/assets/guides.json) stay true between builds.
import PDFDocument from 'pdfkit';
import type { GuideText } from '../src/i18n/guides';

const CREATED = new Date('2026-01-01T00:00:00Z');
const ACCENT = '#d4a017';
const INK = '#1a1a1a';
const MUTED = '#555555';

export function buildGuidePdf(
  guide: GuideText,
  lang: 'fr' | 'en',
  author: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang,
    displayTitle: true,
    info: { Title: guide.title, Subject: guide.subtitle, Author: author, CreationDate: CREATED },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text(guide.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(14).fillColor(MUTED).text(guide.subtitle);
  doc.moveDown(0.5);
  const y = doc.y;
  doc.moveTo(56, y).lineTo(539, y).lineWidth(2).strokeColor(ACCENT).stroke();
  doc.moveDown(1);

  for (const section of guide.sections) {
    doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text(section.heading);
    doc.moveDown(0.4);
    for (const paragraph of section.paragraphs) {
      doc.font('Helvetica').fontSize(11).fillColor(INK).text(paragraph, { align: 'left' });
      doc.moveDown(0.5);
    }
    if (section.bullets) {
      doc.font('Helvetica').fontSize(11).fillColor(INK).list(section.bullets, { bulletRadius: 2 });
      doc.moveDown(0.5);
    }
    doc.moveDown(0.6);
  }

  doc.moveDown(1).font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(guide.disclaimer);
  doc.end();
  return done;
}
