import { chromium } from '@playwright/test';
const [url, out, y = '0', h = '900', w = '1280'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: +w, height: 900 } });
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, clip: { x: 0, y: +y, width: +w, height: +h }, fullPage: true });
await b.close();
