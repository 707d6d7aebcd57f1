// Shared by the comms tests: bearer tokens for the demo people, and the PDF's text.
import { eq } from 'drizzle-orm';
import { createSession } from '../../../src/auth/sessions';
import { users } from '../../../src/db/schema';
import type { TestApp } from '../../helper';

/** A fresh session for a demo account (no sign-in route needed), as request headers. */
export async function bearer(t: TestApp, email: string): Promise<Record<string, string>> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  return { authorization: `Bearer ${await createSession(t.database.db, user.id)}` };
}

/**
 * The text of each page, read by PDF.js (pure JavaScript, so the check needs no system tool);
 * runs of spaces, no-break spaces included, become one space.
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    pages.push(text.replace(/[\s\u00a0]+/g, ' '));
  }
  await doc.destroy();
  return pages;
}
