// `npm run bench -- --web`: Lighthouse (mobile preset, simulated throttling) on the built web app served by the real
// server on an embedded database with demo data — /login signed out; /, and one page of each working area (projects,
// shop, balance, team, support, news) signed in as the demo test phone (an installer of a demo company) — plus the
// first-load bytes of every page from the Vite manifest (scripts/web-budgets.ts). Measures only; never part of `npm test`.
//
//   BENCH_LH_RUNS   Lighthouse runs per page (default 3); the run with the median performance score is reported
//   BENCH_LH_PAGES  only these pages, comma-separated (e.g. `/login,/shop`); default all of `lighthousePages`
//   BENCH_LH_SAVE   a directory: each run's full Lighthouse report is written there as JSON (to read where the time went)
//   BENCH_LH_THROTTLING  `devtools` to throttle the network and CPU for real (slower; Lighthouse's default simulates)
//   BENCH_LH_FRONT  `direct` (the Node server itself, HTTP/1.1), `h2` (through a TLS + HTTP/2 front, as the README's
//                   nginx serves production: bench/h2-front.ts) or `both` (default): each page is measured both ways
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildIsFresh, measureRoutes, webRoot, type RouteMeasure } from '../scripts/web-budgets.ts';
import { startH2Front } from './h2-front.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const repo = join(import.meta.dirname, '..');

/** The pages Lighthouse audits: the issue 10 budget applies to /login, / and one page of each working area. */
export const lighthousePages: { page: string; signedIn: boolean }[] = [
  { page: '/login', signedIn: false },
  { page: '/', signedIn: true },
  { page: '/projects', signedIn: true },
  { page: '/shop', signedIn: true },
  { page: '/balance', signedIn: true },
  { page: '/team', signedIn: true },
  { page: '/support/chat', signedIn: true },
  { page: '/news', signedIn: true },
];
/** `devtools`: Chromium throttles the network and CPU for real instead of Lighthouse simulating from a fast load. */
const throttlingMethod = process.env.BENCH_LH_THROTTLING as 'devtools' | 'simulate' | 'provided' | undefined;
const pickedPages = process.env.BENCH_LH_PAGES?.split(',').map((p) => p.trim());
/** How the page reaches the browser: straight from Node over HTTP/1.1, or through the production-like HTTP/2 front. */
export type Front = 'http/1.1' | 'h2';
const fronts: Front[] = (() => {
  const picked = process.env.BENCH_LH_FRONT ?? 'both';
  if (picked === 'direct') return ['http/1.1'];
  if (picked === 'h2') return ['h2'];
  if (picked === 'both') return ['http/1.1', 'h2'];
  throw new Error(`BENCH_LH_FRONT must be direct, h2 or both, not ${picked}`);
})();

export interface LighthouseResult {
  page: string;
  signedIn: boolean;
  front: Front;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The element Lighthouse names as the largest contentful paint. */
  lcpElement: string;
  requests: number;
  transferBytes: number;
  scriptBytes: number;
  scores: number[];
}

export interface WebResults {
  lighthouse: LighthouseResult[];
  firstLoad: Omit<RouteMeasure, 'budget' | 'heaviest'>[];
}

function log(message: string) {
  process.stderr.write(`[bench:web] ${message}\n`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function startPortal(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'demo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const up = await fetch(`${url}/v1/config/public`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in the demo test phone (README: 999999999901, region Polska, code 12345) through the API. */
async function signIn(url: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const login = await post('/v2/installer/login', { phone: '999999999901', region: 1 });
  const tokens = await post('/v2/installer/login/verify', { userId: login.user_id, code: '12345' });
  return JSON.stringify(tokens);
}

interface AuditDetails {
  items?: { node?: { snippet?: string; nodeLabel?: string }; items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[];
}

function lcpElement(details: AuditDetails | undefined): string {
  const first = details?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} ${node.nodeLabel ? `“${node.nodeLabel.slice(0, 60)}”` : ''}`.trim() : '?';
}

async function runOnce(browserPort: number, url: string, page: string, token: string | null, front: Front): Promise<LighthouseResult> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browserPort}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    const cdp = await tab.createCDPSession();
    // A first-time visitor: empty cache and storage, except the session token for the signed-in page.
    await tab.goto(`${url}/favicon.svg`);
    // The service worker precaches the shell after a first load (decision 0036): without this, every page after the
    // first would load its code from the worker's cache, not the network (seen in a smoke run: 40–76 kB of JS).
    await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'service_workers,cache_storage' });
    // A string, not a function: the tools' TypeScript has no DOM library.
    await tab.evaluate(
      `localStorage.clear(); sessionStorage.clear(); ${token ? `localStorage.setItem('token', ${JSON.stringify(token)});` : ''}`,
    );
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      `${url}${page}`,
      {
        port: browserPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        ...(throttlingMethod ? { throttlingMethod } : {}),
      },
      undefined,
      tab,
    );
    await tab.close();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
    // A run that could not measure (its score is null, shown as 0) says why.
    if (lhr.runtimeError) log(`${page}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings ?? []) log(`${page}: ${warning}`);
    const saveDir = process.env.BENCH_LH_SAVE;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${page.replace(/\W+/g, '_') || 'home'}-${front === 'h2' ? 'h2-' : ''}${Date.now()}.json`;
      writeFileSync(join(saveDir, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id];
    const resources = (
      audit('resource-summary')?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] }
    )?.items;
    const total = resources?.find((r) => r.resourceType === 'total');
    const script = resources?.find((r) => r.resourceType === 'script');
    return {
      page,
      signedIn: !!token,
      front,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? 0),
      lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
      tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
      cls: Number((audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)),
      speedIndexMs: Math.round(audit('speed-index')?.numericValue ?? 0),
      lcpElement: lcpElement(audit('largest-contentful-paint-element')?.details as AuditDetails | undefined),
      requests: total?.requestCount ?? 0,
      transferBytes: total?.transferSize ?? 0,
      scriptBytes: script?.transferSize ?? 0,
      scores: [],
    };
  } finally {
    await browser.disconnect();
  }
}

export async function benchWeb(): Promise<WebResults> {
  if (!buildIsFresh()) {
    log('building the web app (no build newer than its sources)');
    const r = spawnSync(process.execPath, [join(repo, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    if (r.status !== 0) throw new Error('the web build failed');
  }
  const firstLoad = measureRoutes().map(({ budget: _b, heaviest: _h, ...rest }) => rest);
  const portal = await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The front's certificate is self-signed for this run; nothing else is loaded over TLS.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--ignore-certificate-errors',
    ],
  });
  const h2 = fronts.includes('h2') ? await startH2Front(portal.url) : null;
  try {
    // One sign-in for all runs: the access token lasts 60 minutes and codes have a resend gap.
    const token = await signIn(portal.url);
    const results: LighthouseResult[] = [];
    for (const front of fronts) {
      const url = front === 'h2' && h2 ? h2.url : portal.url;
      for (const { page, signedIn } of lighthousePages.filter((p) => !pickedPages || pickedPages.includes(p.page))) {
        const all: LighthouseResult[] = [];
        for (let i = 0; i < runs; i++) {
          const r = await runOnce(chrome.port, url, page, signedIn ? token : null, front);
          log(`${page} (${front}) run ${i + 1}/${runs}: ${r.score} (FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms)`);
          all.push(r);
        }
        // A run Lighthouse could not measure (NO_NAVSTART now and then; score 0) is shown but not in the median. Of two
        // measured runs the lower is reported (the upper middle flattered the table once a run had failed).
        const measured = all.filter((r) => r.lcpMs > 0);
        const sorted = [...(measured.length ? measured : all)].sort((a, b) => a.score - b.score);
        const median = sorted[Math.floor((sorted.length - 1) / 2)];
        if (median) results.push({ ...median, scores: all.map((r) => r.score) });
      }
    }
    return { lighthouse: results, firstLoad };
  } finally {
    chrome.kill();
    await h2?.stop();
    await portal.stop();
  }
}

export function formatWeb(web: WebResults): string[] {
  const k = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const label: Record<Front, string> = {
    'http/1.1': 'straight from the Node server (HTTP/1.1, six connections)',
    h2: 'through a TLS + HTTP/2 front, as the README serves production (bench/h2-front.ts)',
  };
  const table = (front: Front) => [
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, ${throttlingMethod ?? 'simulated'} throttling, Chromium ${chromePath}, ${label[front]}`,
    '',
    `${'page'.padEnd(19)} ${'score'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'reqs'.padStart(5)} ${'JS wire'.padStart(9)}  LCP element`,
    '-'.repeat(99),
    ...web.lighthouse
      .filter((r) => r.front === front)
      .map(
        (r) =>
          `${`${r.page}${r.signedIn ? ' (in)' : ''}`.padEnd(19)} ${String(r.score).padStart(5)} ${String(r.fcpMs).padStart(7)} ${String(r.lcpMs).padStart(7)} ${String(r.tbtMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(r.requests).padStart(5)} ${k(r.scriptBytes).padStart(9)}  ${r.lcpElement.slice(0, 60)}`,
      ),
    '',
  ];
  return [
    ...[...new Set(web.lighthouse.map((r) => r.front))].flatMap(table),
    'First load from the Vite manifest (gzip):',
    ...web.firstLoad.map(
      (r) =>
        `  ${r.route.padEnd(16)} JS ${k(r.jsBytes).padStart(9)} in ${String(r.jsFiles).padStart(2)} files, CSS ${k(r.cssBytes).padStart(8)}${r.over.length ? `  OVER: ${r.over.join('; ')}` : ''}`,
    ),
    '',
  ];
}
