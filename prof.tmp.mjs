import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const base = 'http://127.0.0.1:3600';
const page_ = process.argv[2] ?? '/login';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
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
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(base + page_, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const dt = {}; // sample deltas
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i]);
const maps = {};
function orig(url, line, col) {
  const m = url.match(/\/assets\/(.+\.js)$/);
  if (!m) return url || '(native)';
  const file = 'apps/web/dist/assets/' + m[1];
  if (!(file in maps)) maps[file] = fs.existsSync(file + '.map') ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8'))) : null;
  const c = maps[file]; if (!c) return m[1];
  const p = c.originalPositionFor({ line: line + 1, column: col });
  return ((p.source ?? m[1]) + (process.env.LINES ? ":" + p.line : "")).replace(/.*node_modules\//, '');
}
const agg = new Map(); const aggPkg = new Map();
for (const [id, us] of self) {
  const n = byId.get(id); const cf = n.callFrame;
  const src = cf.url ? orig(cf.url, cf.lineNumber, cf.columnNumber) : '(' + cf.functionName + ')';
  const key = src + ' :: ' + (cf.functionName || '(anon)');
  agg.set(key, (agg.get(key) ?? 0) + us);
  const pkg = src.startsWith('(') ? src : src.split('/').slice(0, src.startsWith('@') ? 2 : 1).join('/');
  aggPkg.set(pkg, (aggPkg.get(pkg) ?? 0) + us);
}
const tot = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', (tot / 1000).toFixed(0));
for (const [k, v] of [...aggPkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((v / 1000).toFixed(0).padStart(6), k);
console.log('---');
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(6), k);
// inclusive tree
const kids = new Map(profile.nodes.map((n) => [n.id, n.children ?? []]));
const incl = new Map();
function inc(id) { let t = self.get(id) ?? 0; for (const c of kids.get(id)) t += inc(c); incl.set(id, t); return t; }
inc(profile.nodes[0].id);
function show(id, depth) {
  const n = byId.get(id); const t = incl.get(id) / 1000;
  if (t < Number(process.env.MIN ?? 25) || depth > Number(process.env.DEPTH ?? 14)) return;
  const cf = n.callFrame;
  const src = cf.url ? orig(cf.url, cf.lineNumber, cf.columnNumber) : '';
  console.log(' '.repeat(depth) + t.toFixed(0) + ' ' + (cf.functionName || '(anon)') + ' ' + src);
  for (const c of kids.get(id)) show(c, depth + 1);
}
if (process.env.TREE) show(profile.nodes[0].id, 0);
if (process.env.COMP) {
  // the component bodies: children of renderWithHooks ($o at react-dom:4627) — inclusive time by their source
  const comp = new Map();
  for (const n of profile.nodes) {
    const cf = n.callFrame;
    if (!cf.url) continue;
    const src = orig(cf.url, cf.lineNumber, cf.columnNumber);
    if (!/react-dom-client.production.js:4627/.test(src)) continue;
    for (const c of kids.get(n.id)) {
      const k = byId.get(c).callFrame; const s = k.url ? orig(k.url, k.lineNumber, k.columnNumber) : '(native)';
      const key = s + ' ' + k.functionName;
      comp.set(key, (comp.get(key) ?? 0) + incl.get(c));
    }
  }
  for (const [k, v] of [...comp].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(6), k);
}
