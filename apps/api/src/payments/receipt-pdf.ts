// A payment's receipt as a one-page PDF in the buyer's language (decision 048), drawn with
// pdfkit as the brochure is, in the brochure's colours and the standard Helvetica (a receipt
// must open anywhere and stays a few kilobytes: no embedded face).
import PDFDocument from 'pdfkit';
import { translate } from '../i18n/translate';
import { COLORS, PAGE } from '../brochure/brochure-style';
import { formatDay, receiptRows, type ReceiptFacts } from './receipt-text';

const WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 190;
const VOID_RED = '#8A1C1C';

export function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const t = (key: string) => translate(key, facts.lang);
    // The void copy says so in its title, on a dark red band, before anything else (decision 056).
    const title = facts.voided ? t('receipt.voidTitle') : t('receipt.title');
    const doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: facts.lang,
      displayTitle: true,
      info: { Title: `${title} ${facts.number}`, Author: facts.development, Subject: t('receipt.title') },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const left = PAGE.margin;
      doc.rect(0, 0, PAGE.width, 110).fill(facts.voided ? VOID_RED : COLORS.ocean800);
      doc.fillColor(COLORS.onDark).font('Helvetica-Bold').fontSize(22).text(title, left, 40, { width: WIDTH });
      doc.font('Helvetica').fontSize(11).text(facts.development, left, 72, { width: WIDTH });

      doc.fillColor(COLORS.ink700).fontSize(10);
      doc.text(`${t('receipt.number')} ${facts.number}`, left, 140, { width: WIDTH / 2 });
      doc.text(`${t('receipt.issued')} ${formatDay(facts.issuedOn, facts.lang)}`, left + WIDTH / 2, 140, { width: WIDTH / 2, align: 'right' });

      let y = 180;
      for (const [label, value] of receiptRows(facts)) {
        doc.font('Helvetica').fontSize(10).fillColor(COLORS.ink500).text(label, left, y, { width: LABEL_WIDTH - 10 });
        doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.ink900).text(value, left + LABEL_WIDTH, y, { width: WIDTH - LABEL_WIDTH });
        y = Math.max(doc.y, y + 14) + 10;
        doc.moveTo(left, y - 5).lineTo(left + WIDTH, y - 5).lineWidth(0.5).strokeColor(COLORS.sand300).stroke();
      }

      doc.font('Helvetica').fontSize(9).fillColor(COLORS.ink500).text(t('receipt.footer'), left, y + 24, { width: WIDTH });
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
