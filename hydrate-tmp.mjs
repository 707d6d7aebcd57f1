import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const pages = process.argv.slice(2);
for (const p of pages) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: process.env.LOC || 'es-ES' });
  if (process.env.AUTH) await ctx.addInitScript((a) => { const j = JSON.parse(a); localStorage.setItem('authToken', j.token); localStorage.setItem('user', JSON.stringify(j.user)); }, process.env.AUTH);
  if (process.env.LANG_STORED) await ctx.addInitScript((l) => localStorage.setItem('lang', l), process.env.LANG_STORED);
  const page = await ctx.newPage();
  const msgs = [];
  page.on('console', (m) => { if (['error','warning'].includes(m.type())) msgs.push(m.type()+': '+m.text().slice(0,300)); });
  page.on('pageerror', (e) => msgs.push('pageerror: '+e.message));
  await page.goto('http://localhost:3100'+p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const name = p.replace(/[^a-z0-9]/gi,'_');
  await page.screenshot({ path: `/tmp/shot${name}.png` });
  const hydrated = await page.evaluate(() => Object.keys(document.getElementById('root')).some((k) => k.startsWith('__reactContainer')));
  console.log(hydrated ? 'H' : 'NOT HYDRATED', p, '->', await page.title(), '|', (await page.locator('h1').first().textContent().catch(()=>'')) );
  for (const m of msgs) console.log('   ', m);
  await ctx.close();
}
await browser.close();
