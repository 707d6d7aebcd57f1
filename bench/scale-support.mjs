// What bench/scale.mjs needs besides its steps: figures printed as a table, the Admin's sign-in,
// a timed call, a posted file, and the import's CSV of new codes.
const ADMIN = { email: 'admin@vitrina.demo', password: 'Vitrina2026!' };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
export const size = (bytes) => (bytes == null ? 'n/a' : bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
export const count = (n) => (n == null ? 'n/a' : n.toLocaleString('en-US'));
export const row = (label, ...cells) => console.log(`  ${label.padEnd(44)} ${cells.map((c) => String(c).padStart(12)).join(' ')}`);

export async function signIn(base) {
  const res = await fetch(`${base}/api/signIn`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`admin sign-in: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Times one call (median of `runs` after a first warm-up call); size is the body as sent. */
export async function timeCall(base, token, { method = 'GET', url, body }, runs) {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    return { status: res.status, bytes, time: performance.now() - started };
  };
  const first = await call();
  if (first.status >= 300) return { status: first.status };
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await call()).time);
  return { status: first.status, bytes: first.bytes, time: median(times) };
}

const CATEGORIES = ['ESTANDAR', 'GOLD', 'PREMIUM'];
const TYPOLOGIES = ['1R', '2R', '3R', 'PH', 'ESP', 'EG', 'EPH'];
const ROOMS = ['Sala', 'Comedor', 'Cocina', 'Recámara principal', 'Recámara 2', 'Baño', 'Terraza'];

export function importCsv(rows, quantityShift = 0) {
  const lines = ['code,category,typology,room,type,quantity,name_es,name_en,name_fr,description_es,description_en,description_fr'];
  for (let i = 1; i <= rows; i++) {
    const n = String(i).padStart(6, '0');
    lines.push(
      [
        `BENCH-${n}`,
        CATEGORIES[i % 3],
        TYPOLOGIES[i % 7],
        ROOMS[i % ROOMS.length],
        'Mobiliario',
        (i % 9) + 1 + quantityShift,
        `Silla de teca ${n}`,
        `Teak chair ${n}`,
        `Chaise en teck ${n}`,
        '"Teca certificada, acabado natural, apta para exterior"',
        '"Certified teak, natural finish, fit for outdoors"',
        '"Teck certifié, finition naturelle, pour l\'extérieur"',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Posts a CSV as the multipart field "file" (the catalogue's and the units' imports); times the answer. */
export async function postFile(base, token, url, csv, filename) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const time = performance.now() - started;
  const answer = await res.json().catch(() => null);
  return { status: res.status, time, answer };
}

export const postImport = (base, token, csv, dryRun) => postFile(base, token, `/api/items/import${dryRun ? '?dry_run=true' : ''}`, csv, 'catalogue.csv');

/** A browser context at 1280 × 800 whose pages start signed in as `session` (the web app's localStorage), in Spanish. */
export async function signedInContext(browser, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('userType', user.type);
    localStorage.setItem('lang', 'es');
  }, session);
  return context;
}
