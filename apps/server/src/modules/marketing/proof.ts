// The PDF proof of a marketing product (spec §2 configurator): the layout that will be printed, with the entered
// texts, the chosen services and the uploaded logo placed; a banner's or billboard's background picture under a
// light panel that carries the texts; a flyer's cover picture (by subtype) across the bottom; the recommended
// companies' regional badge in the top right corner.
// pdf-lib with Noto Sans embedded (every language's letters).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { MarketingData } from '@club/contract/marketing';
import { coverBandRatio, outdoorTextScale } from '@club/contract/marketing-design';

const require = createRequire(import.meta.url);
const fontFile = (weight: '400Regular' | '700Bold') => require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

const mm = (v: number) => (v * 72) / 25.4;
/** Page sizes in millimetres (the printed formats). */
const sizes: Record<MarketingData['subtype'], [number, number]> = {
  flyer: [148, 210],
  'flyer-services': [148, 210],
  banner: [297, 148],
  sticker: [100, 100],
  billboard: [297, 140],
  'business-card-horizontal': [90, 50],
  'business-card-vertical': [50, 90],
};

export interface ProofInput {
  data: MarketingData;
  productName: string;
  /** Service labels in the user's language, in the chosen order. */
  services: string[];
  logo: { bytes: Buffer; contentType: string; name: string } | null;
  /** The background picture already cut to the page's proportions (JPEG), or null. */
  background: Buffer | null;
  /** The recommended companies' badge of the region (PNG), or null for other companies. */
  badge: Buffer | null;
  /** A flyer's cover picture for its subtype (JPEG, 10:3), across the bottom of the page; null for the others. */
  cover: Buffer | null;
  labels: { services: string };
}

/** The page's width and height in millimetres. */
export const proofPageSize = (subtype: MarketingData['subtype']): [number, number] => sizes[subtype];

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
  }
  return out;
}

export async function renderProof(input: ProofInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${input.productName} — proof`);
  doc.setProducer('Installer Club');
  const [regular, bold] = await Promise.all([
    readFile(fontFile('400Regular')).then((b) => doc.embedFont(b)),
    readFile(fontFile('700Bold')).then((b) => doc.embedFont(b)),
  ]);
  const [w, h] = sizes[input.data.subtype];
  const page: PDFPage = doc.addPage([mm(w), mm(h)]);
  const { width, height } = page.getSize();
  const margin = Math.min(width, height) * 0.08;
  const scale = (Math.min(width, height) / mm(148)) * (input.background ? outdoorTextScale : 1);
  const size = (s: number) => Math.max(5, s * scale);
  const ink = rgb(0.07, 0.15, 0.27);
  const accent = rgb(0.05, 0.36, 0.7);
  // The texts run from `margin` to `right`: with a background they sit on a light panel over its left part; the
  // badge keeps the top right corner to itself.
  let right = width - margin;
  const top = input.background ? height - margin : height - margin * 0.6;
  if (input.background) {
    const picture = await doc.embedJpg(input.background);
    page.drawImage(picture, { x: 0, y: 0, width, height });
    right = width * 0.6;
    page.drawRectangle({
      x: margin * 0.5,
      y: margin * 0.5,
      width: right,
      height: height - margin,
      color: rgb(1, 1, 1),
      opacity: 0.88,
    });
  } else page.drawRectangle({ x: 0, y: height - margin * 0.6, width, height: margin * 0.6, color: accent });
  if (input.badge) {
    const badge = await doc.embedPng(input.badge);
    const side = Math.min(width, height) * (input.background ? 0.34 : 0.24);
    page.drawImage(badge, { x: width - margin * 0.6 - side, y: top - margin * 0.3 - side, width: side, height: side });
    if (!input.background) right = width - margin * 0.9 - side;
  }

  // A flyer's cover picture fills the bottom band; the texts stop above it.
  let floor = margin;
  if (input.cover) {
    const band = width * coverBandRatio;
    page.drawImage(await doc.embedJpg(input.cover), { x: 0, y: 0, width, height: band });
    floor = band + margin * 0.5;
  }

  let y = height - margin * 1.4;
  if (input.logo) {
    const boxW = Math.min(width * 0.4, right - margin);
    const boxH = height * 0.16;
    const image =
      input.logo.contentType === 'image/png'
        ? await doc.embedPng(input.logo.bytes)
        : input.logo.contentType === 'image/jpeg'
          ? await doc.embedJpg(input.logo.bytes)
          : null;
    if (image) {
      const fit = image.scaleToFit(boxW, boxH);
      page.drawImage(image, { x: margin, y: y - fit.height, width: fit.width, height: fit.height });
      // drawText's y is the baseline: leave the first line's height below the logo.
      y -= fit.height + margin * 0.5 + size(16);
    } else {
      // Vector and layered files are placed by the print shop: the proof marks their place with the file's name.
      page.drawRectangle({ x: margin, y: y - boxH, width: boxW, height: boxH, borderColor: accent, borderWidth: 1 });
      page.drawText(input.logo.name, { x: margin + 4, y: y - boxH / 2, size: size(8), font: regular, color: accent, maxWidth: boxW - 8 });
      y -= boxH + margin * 0.5 + size(16);
    }
  }
  const f = input.data.fields;
  const line = (text: string, font: PDFFont, s: number, color = ink) => {
    for (const l of wrap(text, font, size(s), right - margin)) {
      if (y < floor) return;
      page.drawText(l, { x: margin, y, size: size(s), font, color });
      y -= size(s) * 1.35;
    }
  };
  if (f.companyName) line(f.companyName, bold, 20);
  if (f.slogan) line(f.slogan, bold, 13, accent);
  const person = [f.name, f.surname].filter(Boolean).join(' ');
  if (person) line(person, regular, 13);
  if (f.shortDescription) line(f.shortDescription, bold, 12, accent);
  if (f.longDescription) line(f.longDescription, regular, 11);
  if (input.services.length) {
    y -= size(4);
    line(input.labels.services, bold, 11);
    for (const s of input.services) line(`•  ${s}`, regular, 11);
  }
  y -= size(4);
  for (const a of input.data.address ?? []) if (a.trim()) line(a, regular, 10);
  for (const contact of [f.phone, f.email, f.link]) if (contact) line(contact, regular, 11);
  return Buffer.from(await doc.save());
}
