// A payment's receipt PDF (issue 34, decisions 048 and 051): the median time to make one
// (apps/api/src/payments/receipt-pdf.ts, in es, en and fr in turn) beside its anchor measured in
// the same run, an empty A4 pdfkit document with the same standard font. No database: the
// receipt is drawn from its facts, as the payment's transaction draws it. Goal: under 300 ms.
//
//   npm run bench:receipt
//   BENCH_RUNS=100 npm run bench:receipt
//
// Exit code 0 when the median is under the goal, 1 when it is not.
import PDFDocument from 'pdfkit';
import type { Language } from '@vitrina/contracts';
import { renderReceipt } from '../apps/api/src/payments/receipt-pdf';
import type { ReceiptFacts } from '../apps/api/src/payments/receipt-text';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const GOAL_MS = 300;
const LANGUAGES: Language[] = ['es', 'en', 'fr'];

const facts = (lang: Language, i: number): ReceiptFacts => ({
  lang,
  number: `PDC-${String(i).padStart(6, '0')}`,
  issuedOn: '2026-11-28',
  development: 'Playa del Carmen',
  unit: 'Depto 1203',
  buyer: { name: 'Carlos Méndez Aguilar', email: 'owner1@vitrina.demo' },
  line: 'Segundo pago',
  currency: 'MXN',
  amountCents: 12_345_678,
  method: 'transfer',
  paidAt: '2026-11-27',
  reference: 'SPEI 0042 1234 5678',
  lineLeftCents: 1_000_000,
  balanceCents: 98_765_432,
});

/** The anchor: pdfkit's smallest document, an A4 page with one word in Helvetica. */
function emptyPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(10).text('.');
    doc.end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function time(make: (i: number) => Promise<Buffer>) {
  const first = performance.now();
  const bytes = (await make(0)).length;
  const cold = performance.now() - first;
  const times: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const started = performance.now();
    await make(i);
    times.push(performance.now() - started);
  }
  return { cold, median: median(times), bytes };
}

const anchor = await time(() => emptyPdf());
const receipt = await time((i) => renderReceipt(facts(LANGUAGES[i % 3]!, i)));
const fmt = (n: number) => `${n.toFixed(1)} ms`;
const row = (label: string, ...cells: string[]) => console.log(`  ${label.padEnd(44)} ${cells.map((c) => c.padStart(12)).join(' ')}`);

console.log(`\nReceipt PDF (median of ${RUNS}, after the first, cold one)`);
row('', 'median', 'first', 'size');
row('anchor: empty A4 pdfkit document', fmt(anchor.median), fmt(anchor.cold), `${(anchor.bytes / 1024).toFixed(1)} KB`);
row('receipt PDF (es, en, fr in turn)', fmt(receipt.median), fmt(receipt.cold), `${(receipt.bytes / 1024).toFixed(1)} KB`);
const ok = receipt.median < GOAL_MS;
console.log(`  ratio ${(receipt.median / anchor.median).toFixed(1)} × the anchor; goal < ${GOAL_MS} ms: ${ok ? 'PASS' : 'FAIL'}`);
process.exit(ok ? 0 : 1);
