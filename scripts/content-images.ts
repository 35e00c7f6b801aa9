// Draws the demo content's pictures (hero slides, news, gallery, video posters, shop teasers) as vector scenes and
// writes each as a JPEG in the three sizes the content contract names: `<name>-l.jpg` 1600 px, `<name>-m.jpg` 960 px
// and `<name>-s.jpg` 480 px wide, into apps/server/assets/content/ (served at /media/content/). The files are checked
// in; run this again only to change them:  node --import tsx scripts/content-images.ts [l] [m] [s]  (the sizes to
// write; all three when none is named)
// Rendered by the same Chromium the e2e tests use, so no image library is needed. Nothing is fetched from anywhere.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { contentPictures, type Scene } from '../apps/server/src/db/seed/content-pictures.ts';

const out = join(import.meta.dirname, '..', 'apps', 'server', 'assets', 'content');

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
  `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dff3ff"/><stop offset="0.55" stop-color="#7fb6e0"/><stop offset="1" stop-color="#3d6f9e"/></linearGradient>` +
  `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4efe6"/><stop offset="1" stop-color="#e4dccd"/></linearGradient></defs>` +
  `<rect width="1600" height="900" fill="url(#sky)"/>`;

/** Roof tiles on a slope from (0, y0) rising to the right, with `n` roof windows set into it. */
function roof(tile: string, line: string, windows: number, snow = false): string {
  let s = `<polygon points="0,900 0,520 1600,180 1600,900" fill="${tile}"/>`;
  for (let i = 0; i < 14; i++) {
    const y = 560 + i * 48;
    s += `<line x1="0" y1="${y}" x2="1600" y2="${y - 340}" stroke="${line}" stroke-width="5" opacity="0.55"/>`;
  }
  for (let x = 60; x < 1600; x += 90) s += `<line x1="${x}" y1="0" x2="${x}" y2="900" stroke="${line}" stroke-width="2" opacity="0.18"/>`;
  if (snow) s += `<polygon points="0,520 1600,180 1600,230 0,575" fill="#ffffff" opacity="0.95"/>`;
  const spots = [
    [380, 520],
    [820, 425],
    [1260, 330],
  ].slice(0, windows);
  for (const [x, y] of spots) {
    s +=
      `<g transform="translate(${x} ${y}) skewY(-12)">` +
      `<rect x="-8" y="-8" width="236" height="296" rx="6" fill="#4a4f57"/>` +
      `<rect x="6" y="6" width="208" height="268" rx="4" fill="#e9e6df"/>` +
      `<rect x="20" y="20" width="180" height="240" fill="url(#glass)"/>` +
      `<polygon points="20,20 120,20 20,150" fill="#ffffff" opacity="0.35"/>` +
      `<rect x="-8" y="274" width="236" height="22" fill="#3a3e45"/>` +
      `</g>`;
  }
  return s;
}

function sun(x: number, y: number, colour = '#ffd45c'): string {
  return `<circle cx="${x}" cy="${y}" r="90" fill="${colour}" opacity="0.95"/><circle cx="${x}" cy="${y}" r="140" fill="${colour}" opacity="0.18"/>`;
}

function clouds(): string {
  const c = (x: number, y: number, k: number) =>
    `<g fill="#ffffff" opacity="0.85" transform="translate(${x} ${y}) scale(${k})"><ellipse cx="0" cy="0" rx="90" ry="38"/><ellipse cx="60" cy="-22" rx="70" ry="40"/><ellipse cx="120" cy="0" rx="80" ry="34"/></g>`;
  return c(180, 140, 1) + c(760, 90, 0.8) + c(1150, 200, 1.2);
}

/** A room wall with a window dressed with a blind (`style`: pleated, roller, awning seen from inside). */
function room(wall: string, blind: string, style: 'pleated' | 'roller'): string {
  let s = `<rect width="1600" height="900" fill="${wall}"/><rect y="760" width="1600" height="140" fill="#c9b79c"/>`;
  s += `<rect y="760" width="1600" height="10" fill="#a8937a"/>`;
  s += `<rect x="520" y="120" width="560" height="560" fill="#ffffff" stroke="#d8d2c6" stroke-width="16"/>`;
  s += `<rect x="540" y="140" width="520" height="520" fill="url(#glass)"/>`;
  if (style === 'pleated') {
    s += `<rect x="540" y="140" width="520" height="330" fill="${blind}"/>`;
    for (let y = 152; y < 470; y += 22)
      s += `<line x1="540" y1="${y}" x2="1060" y2="${y}" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>`;
    s += `<rect x="540" y="466" width="520" height="12" fill="#6b6b6b"/>`;
  } else {
    s += `<rect x="540" y="140" width="520" height="260" fill="${blind}" opacity="0.92"/><rect x="530" y="128" width="540" height="26" rx="10" fill="#8a8a8a"/>`;
    s += `<rect x="540" y="396" width="520" height="10" fill="#555"/><circle cx="800" cy="430" r="8" fill="#555"/>`;
  }
  s += `<rect x="1220" y="560" width="120" height="200" rx="14" fill="#7c5b3b"/><ellipse cx="1280" cy="520" rx="120" ry="90" fill="#4f8a4b"/><ellipse cx="1230" cy="470" rx="70" ry="60" fill="#5fa35a"/>`;
  s += `<rect x="140" y="600" width="300" height="160" rx="12" fill="#b7c4cf"/><rect x="160" y="560" width="260" height="60" rx="12" fill="#c9d4dd"/>`;
  return s;
}

function person(x: number, y: number, shirt: string, helmet = '#f6b400'): string {
  return (
    `<g transform="translate(${x} ${y})"><circle cx="0" cy="-150" r="42" fill="#e8b893"/>` +
    `<path d="M-46,-160 a46,46 0 0 1 92,0 z" fill="${helmet}"/><rect x="-56" y="-160" width="112" height="14" rx="6" fill="${helmet}"/>` +
    `<path d="M-70,-100 h140 l20,160 h-180 z" fill="${shirt}"/><rect x="-60" y="60" width="50" height="140" fill="#2f3a4a"/><rect x="10" y="60" width="50" height="140" fill="#2f3a4a"/></g>`
  );
}

function training(): string {
  let s = `<rect width="1600" height="900" fill="#eef2f6"/><rect y="740" width="1600" height="160" fill="#cfd8e0"/>`;
  s += `<rect x="420" y="90" width="760" height="430" rx="10" fill="#243447"/><rect x="440" y="110" width="720" height="390" fill="#f7fafc"/>`;
  s += `<g transform="translate(640 150) skewY(-10)"><rect width="300" height="320" fill="#4a4f57"/><rect x="24" y="24" width="252" height="272" fill="url(#glass)"/></g>`;
  s += `<path d="M560 470 L640 420 M1040 470 L960 420" stroke="#e4572e" stroke-width="8"/>`;
  for (let i = 0; i < 5; i++) s += person(260 + i * 270, 900, ['#2b6cb0', '#e4572e', '#2f855a', '#6b46c1', '#b7791f'][i] ?? '#2b6cb0');
  return s;
}

function fair(): string {
  let s = `<rect width="1600" height="900" fill="#f3efe8"/><rect y="700" width="1600" height="200" fill="#bfb6a8"/>`;
  s += `<rect x="200" y="120" width="1200" height="80" fill="#c0392b"/><rect x="200" y="200" width="1200" height="500" fill="#ffffff"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 300 + i * 380;
    s += `<g transform="translate(${x} 260) skewY(-8)"><rect width="240" height="300" fill="#4a4f57"/><rect x="18" y="18" width="204" height="264" fill="url(#glass)"/></g>`;
  }
  s += person(360, 900, '#2b6cb0', '#ffffff') + person(1240, 900, '#c0392b', '#ffffff');
  return s;
}

function voucher(): string {
  let s = `<rect width="1600" height="900" fill="#e8f5ee"/>`;
  s += `<g transform="rotate(-8 800 450)"><rect x="340" y="250" width="920" height="420" rx="36" fill="#15803d"/>`;
  s += `<circle cx="340" cy="460" r="60" fill="#e8f5ee"/><circle cx="1260" cy="460" r="60" fill="#e8f5ee"/>`;
  s += `<line x1="980" y1="280" x2="980" y2="640" stroke="#e8f5ee" stroke-width="8" stroke-dasharray="24 18"/>`;
  s += `<rect x="440" y="340" width="420" height="44" rx="12" fill="#bbf7d0"/><rect x="440" y="420" width="300" height="30" rx="10" fill="#86efac"/>`;
  s += `<circle cx="1120" cy="460" r="70" fill="#fde047"/></g>`;
  return s;
}

function tools(): string {
  let s = `<rect width="1600" height="900" fill="#fff3e6"/>`;
  s += `<rect x="300" y="420" width="620" height="300" rx="30" fill="#c2410c"/><rect x="520" y="360" width="180" height="80" rx="20" fill="none" stroke="#7c2d12" stroke-width="24"/>`;
  s += `<g transform="translate(1000 300) rotate(20)"><rect width="90" height="420" rx="20" fill="#374151"/><rect x="-60" y="-40" width="210" height="90" rx="18" fill="#9ca3af"/></g>`;
  s += `<g transform="translate(1200 380)"><rect width="260" height="120" rx="20" fill="#f59e0b"/><rect x="60" y="120" width="80" height="220" rx="16" fill="#1f2937"/><rect x="260" y="40" width="120" height="40" fill="#6b7280"/></g>`;
  return s;
}

function flashing(): string {
  let s = `<rect width="1600" height="900" fill="#8a4b36"/>`;
  for (let y = 0; y < 900; y += 60) s += `<rect x="0" y="${y}" width="1600" height="30" fill="#9c5840" opacity="0.6"/>`;
  s += `<rect x="460" y="120" width="680" height="680" rx="10" fill="#5d6168"/>`;
  s += `<rect x="500" y="160" width="600" height="600" fill="#e9e6df"/><rect x="540" y="200" width="520" height="520" fill="url(#glass)"/>`;
  s += `<path d="M420 800 h760 l60 80 h-880 z" fill="#6b7077"/><path d="M420 80 h760 l-20 40 h-720 z" fill="#6b7077"/>`;
  s += `<rect x="380" y="120" width="80" height="720" fill="#757a82"/><rect x="1140" y="120" width="80" height="720" fill="#757a82"/>`;
  return s;
}

function solar(): string {
  let s = sky('#5aa9e6', '#cbe8fb') + sun(1380, 150) + roof('#5b6270', '#2f343c', 1);
  s += `<g transform="translate(900 360) skewY(-12)">`;
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 3; c++)
      s += `<rect x="${c * 170}" y="${r * 120}" width="160" height="110" fill="#1e3a8a" stroke="#93c5fd" stroke-width="4"/>`;
  s += `</g>`;
  return s;
}

function render(scene: Scene): string {
  switch (scene.kind) {
    case 'roof':
      return (
        sky(scene.palette?.[0] ?? '#6fb7ea', scene.palette?.[1] ?? '#d7eefc') +
        sun(1320, 160) +
        clouds() +
        roof(scene.palette?.[2] ?? '#b5533c', '#6e2a1c', 3)
      );
    case 'roof-dusk':
      return sky('#f59e6b', '#fcd9b8') + sun(260, 300, '#fff1c1') + roof('#7a3b2e', '#3d1a12', 2);
    case 'roof-snow':
      return sky('#9db4c8', '#e6eef5') + roof('#6b4a3f', '#3a2620', 2, true);
    case 'roof-install':
      return (
        sky('#78c0f0', '#e3f3fd') + clouds() + roof('#4b5563', '#1f2937', 2) + person(1120, 860, '#e4572e') + person(560, 900, '#2b6cb0')
      );
    case 'room-pleated':
      return sky('#fff', '#fff') + room('url(#wall)', scene.palette?.[0] ?? '#d9c7a7', 'pleated');
    case 'room-roller':
      return sky('#fff', '#fff') + room('#e7eef2', scene.palette?.[0] ?? '#3f5d7d', 'roller');
    case 'training':
      return sky('#fff', '#fff') + training();
    case 'fair':
      return sky('#fff', '#fff') + fair();
    case 'voucher':
      return sky('#fff', '#fff') + voucher();
    case 'tools':
      return sky('#fff', '#fff') + tools();
    case 'flashing':
      return sky('#fff', '#fff') + flashing();
    case 'solar':
      return solar();
  }
}

const allSizes = [
  ['l', 1600],
  ['m', 960],
  ['s', 480],
] as const;
const named = process.argv.slice(2);
const sizes = named.length ? allSizes.filter(([suffix]) => named.includes(suffix)) : allSizes;

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  for (const pic of contentPictures) {
    const body = render(pic.scene);
    for (const [suffix, width] of sizes) {
      const height = Math.round((width * pic.height) / pic.width);
      await page.setViewportSize({ width, height });
      // The scenes are drawn on a 1600 × 900 canvas; a wider slide crops the middle band (slice).
      await page.setContent(
        `<html><body style="margin:0;overflow:hidden"><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${body}</svg></body></html>`,
      );
      await page.screenshot({ path: join(out, `${pic.name}-${suffix}.jpg`), type: 'jpeg', quality: 80 });
    }
  }
  await browser.close();
  console.log(`${contentPictures.length} pictures written to ${out}`);
}

await main();
