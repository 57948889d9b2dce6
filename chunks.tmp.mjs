import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const p of process.argv.slice(2)) {
  const page = await b.newPage(); const rs = [];
  page.on('response', r => { if (r.request().resourceType() === 'script') rs.push(r); });
  await page.goto('http://localhost:3100' + p, { waitUntil: 'load' });
  console.log('##', p);
  for (const r of rs) { const body = await r.body(); console.log((gzipSync(body).length/1000).toFixed(1), new URL(r.url()).pathname); }
  await page.close();
}
await b.close();
