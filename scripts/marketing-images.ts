// Draws the configurator's pictures (spec working-areas §9 configurator constants) and writes them into
// apps/server/assets/marketing/ (served at /media/marketing/, placed in the PDF proof by the server):
//   - the backgrounds: banner 6, billboard 5, each `<subtype>-<n>-l.jpg` (1600 × 1200, for the proof) and
//     `<subtype>-<n>-s.jpg` (480 × 360, for the form's choice and the live preview). They are 4:3, taller than the
//     designs (about 2:1), so the position (top, centre, bottom) chooses which band of the picture is seen;
//   - the flyers' cover picture by subtype, `<flyer|flyer-services>-cover-l.jpg` (1600 × 480) and `-s.jpg` (480 × 144),
//     the bottom band of a 4:3 scene;
//   - the recommended companies' badge of each region, `recommended-<code>.png` (480 × 480, transparent), its words
//     in the region's language.
// Simple vector scenes rendered by sharp; nothing is fetched. The files are checked in; run this again only to change
// them:  node --import tsx scripts/marketing-images.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  coverFile,
  flyerCovers,
  marketingBackgrounds,
  recommendedBadgeWords,
  type CoverSubtype,
} from '../packages/contract/src/marketing-design.ts';
import { regions } from '../packages/contract/src/regions-data.ts';

const out = join(import.meta.dirname, '..', 'apps', 'server', 'assets', 'marketing');
const W = 1600;
const H = 1200;

const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** A sloped roof with tile rows and one roof window, over the lower part of the picture. */
function roof(tile: string, line: string, y0: number): string {
  let s = `<polygon points="0,${H} 0,${y0} ${W},${y0 - 320} ${W},${H}" fill="${tile}"/>`;
  for (let i = 1; i < 16; i++) {
    const y = y0 + i * 46;
    s += `<line x1="0" y1="${y}" x2="${W}" y2="${y - 320}" stroke="${line}" stroke-width="6" opacity="0.5"/>`;
  }
  s +=
    `<g transform="translate(1040 ${y0 - 60}) skewY(-11)">` +
    `<rect x="-10" y="-10" width="250" height="310" rx="8" fill="#3f444b"/>` +
    `<rect x="8" y="8" width="214" height="274" rx="4" fill="#ece8e0"/>` +
    `<rect x="24" y="24" width="182" height="242" fill="url(#glass)"/>` +
    `<polygon points="24,24 130,24 24,160" fill="#ffffff" opacity="0.35"/></g>`;
  return s;
}

const glass = gradient('glass', ['#e3f4ff', '#86bbe3', '#3b6c9a']);

function clouds(y: number): string {
  const c = (x: number, yy: number, k: number) =>
    `<g fill="#ffffff" opacity="0.8" transform="translate(${x} ${yy}) scale(${k})"><ellipse cx="0" cy="0" rx="110" ry="42"/><ellipse cx="75" cy="-26" rx="85" ry="46"/><ellipse cx="150" cy="0" rx="95" ry="38"/></g>`;
  return c(140, y, 1) + c(700, y - 60, 0.8) + c(1180, y + 40, 1.15);
}

function hills(colours: string[], base: number): string {
  return colours
    .map((c, i) => {
      const y = base + i * 150;
      return `<path d="M0 ${y} C 400 ${y - 160}, 900 ${y + 120}, ${W} ${y - 90} L ${W} ${H} L 0 ${H} Z" fill="${c}"/>`;
    })
    .join('');
}

function stripes(colour: string, gap: number, width: number, opacity: number): string {
  let s = '';
  for (let x = -H; x < W; x += gap)
    s += `<line x1="${x}" y1="${H}" x2="${x + H}" y2="0" stroke="${colour}" stroke-width="${width}" opacity="${opacity}"/>`;
  return s;
}

function tiles(fill: string, edge: string): string {
  let s = `<rect width="${W}" height="${H}" fill="${fill}"/>`;
  for (let row = 0; row < 16; row++) {
    const y = row * 80;
    const shift = row % 2 ? 60 : 0;
    for (let x = -120 + shift; x < W + 120; x += 120)
      s += `<path d="M${x} ${y} q 60 70 120 0" fill="none" stroke="${edge}" stroke-width="7" opacity="${0.35 + (row % 3) * 0.12}"/>`;
  }
  return s;
}

function triangles(colours: string[]): string {
  let s = '';
  let n = 0;
  for (let y = 0; y < H; y += 200)
    for (let x = 0; x < W; x += 200) {
      const c = colours[(n++ * 7 + y / 200) % colours.length] ?? '#fff';
      s += `<polygon points="${x},${y} ${x + 200},${y} ${x + (y % 400 ? 200 : 0)},${y + 200}" fill="${c}"/>`;
      s += `<polygon points="${x},${y + 200} ${x + 200},${y + 200} ${x + (y % 400 ? 0 : 200)},${y}" fill="${colours[(n * 3) % colours.length] ?? '#fff'}" opacity="0.8"/>`;
    }
  return s;
}

function waves(colour: string, count: number, y0: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const y = y0 + i * 70;
    s += `<path d="M0 ${y} C 300 ${y - 90}, 700 ${y + 90}, 1000 ${y} S 1400 ${y - 80}, ${W} ${y}" fill="none" stroke="${colour}" stroke-width="${10 - i * 0.5}" opacity="${0.5 - i * 0.03}"/>`;
  }
  return s;
}

const sun = (x: number, y: number, c: string) =>
  `<circle cx="${x}" cy="${y}" r="200" fill="${c}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="120" fill="${c}"/>`;

const backgrounds: Record<string, string[]> = {
  banner: [
    // 1 a clear sky over a tiled roof with a roof window
    `<defs>${gradient('bg', ['#5aa7e6', '#cfe9fb'])}${glass}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${clouds(220)}${roof('#7b3b2a', '#4a2418', 1000)}`,
    // 2 dusk: warm sky, sun low, dark roof
    `<defs>${gradient('bg', ['#3b2f6b', '#c0587e', '#f6a85b'])}${glass}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${sun(420, 640, '#ffd27a')}${roof('#2b2630', '#16121a', 1060)}`,
    // 3 deep blue with light waves
    `<defs>${gradient('bg', ['#0b3d78', '#0d5cb3', '#1a7fd6'])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${waves('#bfe3ff', 12, 200)}`,
    // 4 terracotta roof tiles
    `<defs>${gradient('shade', ['#000000', '#000000'])}</defs>${tiles('#b5532f', '#6d2b16')}<rect width="${W}" height="${H}" fill="url(#shade)" opacity="0.08"/>`,
    // 5 green hills under a pale sky
    `<defs>${gradient('bg', ['#d8eefc', '#f3fbff'])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${sun(1250, 260, '#ffe28a')}${hills(['#9ccf8a', '#6fb36a', '#3f8a4f', '#2a6a3d'], 560)}`,
    // 6 graphite with window-frame stripes
    `<defs>${gradient('bg', ['#2e3440', '#4c566a'], false)}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${stripes('#e5e9f0', 160, 18, 0.12)}${stripes('#88c0d0', 320, 6, 0.35)}`,
  ],
  billboard: [
    // 1 bright sky and a big roof window
    `<defs>${gradient('bg', ['#79bdf0', '#eaf6ff'])}${glass}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${clouds(300)}${roof('#4b5563', '#1f2933', 1080)}`,
    // 2 sunrise over hills
    `<defs>${gradient('bg', ['#ffcf8a', '#ffe9c7', '#fff7ea'])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${sun(800, 560, '#ff9f43')}${hills(['#e8a87c', '#c06c4b', '#7d3f31'], 640)}`,
    // 3 blue geometry
    `${triangles(['#0d5cb3', '#1a7fd6', '#0b3d78', '#4da3e8', '#1565c0'])}`,
    // 4 slate roof
    `${tiles('#3d4a5c', '#1b2430')}`,
    // 5 a meadow
    `<defs>${gradient('bg', ['#bfe6ff', '#f0fbff'])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${clouds(180)}${hills(['#b7dd7a', '#86c25a', '#5a9b3f'], 700)}`,
  ],
};

/** The flyers' covers: a roof window under a clear sky (flyer), the club's services on a green hillside (flyer-services). */
const covers: Record<CoverSubtype, string> = {
  flyer: `<defs>${gradient('bg', ['#4f9fe0', '#d6edfc'])}${glass}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${clouds(840)}${roof('#5b3a2e', '#2f1d16', 1100)}`,
  'flyer-services': `<defs>${gradient('bg', ['#cfe8fb', '#f4fbff'])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${sun(1250, 850, '#ffe28a')}${hills(['#a3d391', '#6fb36a', '#3f8a4f'], 960)}`,
};

function badge(words: [string, string]): string {
  const [top, bottom] = words;
  const fit = (text: string, base: number) => Math.min(base, Math.floor(520 / Math.max(8, text.length)));
  const star = (cx: number, cy: number, r: number) => {
    const pts: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
    }
    return `<polygon points="${pts.join(' ')}" fill="#f2b233"/>`;
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">` +
    `<circle cx="240" cy="240" r="232" fill="#f2b233"/><circle cx="240" cy="240" r="214" fill="#0d3f7a"/>` +
    `<circle cx="240" cy="240" r="196" fill="none" stroke="#f2b233" stroke-width="4" stroke-dasharray="2 10"/>` +
    star(170, 130, 26) +
    star(240, 112, 34) +
    star(310, 130, 26) +
    `<g font-family="Noto Sans" font-weight="700" fill="#ffffff" text-anchor="middle">` +
    `<text x="240" y="236" font-size="${fit(top, 52)}">${top}</text>` +
    `<text x="240" y="296" font-size="${fit(bottom, 52)}">${bottom}</text>` +
    `<text x="240" y="372" font-size="30" fill="#f2b233" letter-spacing="2">INSTALLER CLUB</text></g></svg>`
  );
}

mkdirSync(out, { recursive: true });
for (const [subtype, scenes] of Object.entries(backgrounds)) {
  const expected = marketingBackgrounds[subtype as keyof typeof marketingBackgrounds];
  if (scenes.length !== expected) throw new Error(`${subtype}: ${scenes.length} scenes, the spec says ${expected}`);
  for (const [i, scene] of scenes.entries()) {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene}</svg>`);
    const png = await sharp(svg).png().toBuffer();
    await sharp(png)
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(join(out, `${subtype}-${i + 1}-l.jpg`));
    await sharp(png)
      .resize(480, 360)
      .jpeg({ quality: 76, mozjpeg: true })
      .toFile(join(out, `${subtype}-${i + 1}-s.jpg`));
  }
}
for (const subtype of Object.keys(flyerCovers) as CoverSubtype[]) {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${covers[subtype]}</svg>`,
  );
  const band = await sharp(await sharp(svg).png().toBuffer())
    .resize(1600, 480, { fit: 'cover', position: 'bottom' })
    .png()
    .toBuffer();
  await sharp(band)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(join(out, coverFile(subtype, 'l')));
  await sharp(band)
    .resize(480, 144)
    .jpeg({ quality: 76, mozjpeg: true })
    .toFile(join(out, coverFile(subtype, 's')));
}
for (const region of regions) {
  const words = recommendedBadgeWords[region.code];
  await sharp(Buffer.from(badge(words)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, `recommended-${region.code.toLowerCase()}.png`));
}
console.log(`wrote ${out}`);
