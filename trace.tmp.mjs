import { chromium } from 'playwright-core';
import fs from 'node:fs';
const base = 'http://127.0.0.1:3600';
const page_ = process.argv[2] ?? '/login';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
if (page_ !== '/login') {
  const res = await fetch(base + '/dev/sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ region: 1, role: 3, first_time: false, language: 'en' }) });
  const body = await res.json();
  await page.goto(base + '/login');
  await page.evaluate((t) => localStorage.setItem('token', JSON.stringify(t)), body.token);
  await page.goto('about:blank');
}
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/scratch/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink', 'v8'] });
await page.goto(base + page_, { waitUntil: 'load' });
await page.waitForTimeout(4000);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(fs.readFileSync('/tmp/scratch/trace.json', 'utf8'));
// renderer main thread: the thread named CrRendererMain
const main = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const tids = new Set(main.map((e) => e.pid + ':' + e.tid));
const evs = traceEvents.filter((e) => tids.has(e.pid + ':' + e.tid) && e.ph === 'X' && e.dur);
const tops = evs.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
const long = tops.filter((t) => t.dur > 50000);
console.log('tasks', tops.length, 'long', long.length);
for (const t of long) {
  const kids = evs.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
  const by = new Map();
  for (const k of kids) by.set(k.name, (by.get(k.name) ?? 0) + k.dur);
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => n + ' ' + (d / 1000).toFixed(0)).join(', ');
  console.log(((t.ts - tops[0].ts) / 1000).toFixed(0).padStart(6), (t.dur / 1000).toFixed(0).padStart(5), 'ms |', top);
}
