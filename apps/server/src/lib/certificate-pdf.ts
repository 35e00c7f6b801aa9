// The one PDF and QR helper of both certificate kinds (the company's "Certified installer" certificate and the
// homeowner's warranty certificate; decision 0061): an A4 page with a title, labelled fields, an optional table and a QR
// code that opens the public verification page. pdf-lib draws it; Noto Sans (embedded, subset) covers every script of
// the 15 languages (Latin with its accents, Cyrillic). QR codes come from `qrcode`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null;
function fontBytes() {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return fonts;
}

/** A QR code of `text` as PNG bytes (error correction M, a quiet zone of 2 modules). */
export function qrPng(text: string, width = 480): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width });
}

/** A QR code of `text` as a PNG data URL (GET /v1/generate/qr-code). */
export function qrDataUrl(text: string, width = 320): Promise<string> {
  return QRCode.toDataURL(text, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width });
}

export interface CertificateDocument {
  /** BCP 47 code of the texts (the PDF's /Lang). */
  language: string;
  /** The document's title (also the PDF's metadata title). */
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Label: value lines. */
  fields: { label: string; value: string }[];
  /** An optional table (e.g. each installed unit). */
  table?: { heading: string; columns: string[]; rows: string[][]; empty: string };
  /** The public page the QR code opens, and the text beside it. */
  verify: { url: string; caption: string };
  /** Small print at the bottom. */
  footer?: string;
}

const A4 = { width: 595.28, height: 841.89 };
const margin = 56;
const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.36, 0.4, 0.46);
const accent = rgb(0.72, 0.33, 0.04);

/** Splits `text` into lines no wider than `width` at `size` (long words are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The certificate as PDF bytes. */
export async function certificatePdf(doc: CertificateDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = fontBytes();
  const regular = await pdf.embedFont(bytes.regular, { subset: false });
  const bold = await pdf.embedFont(bytes.bold, { subset: false });
  pdf.setTitle(doc.title);
  pdf.setLanguage(doc.language);
  pdf.setCreator('Installer Club');
  pdf.setProducer('Installer Club');

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const textWidth = A4.width - 2 * margin;
  let y = A4.height - margin;
  const newPageIfBelow = (needed: number) => {
    if (y - needed >= margin + 20) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - margin;
  };
  const write = (text: string, font: PDFFont, size: number, color = ink, x = margin, width = textWidth, gap = 1.35) => {
    for (const line of wrap(text, font, size, width)) {
      newPageIfBelow(size * gap);
      y -= size * gap;
      page.drawText(line, { x, y, size, font, color });
    }
  };

  // A frame and an accent bar: it is a certificate, not a letter.
  page.drawRectangle({ x: 24, y: 24, width: A4.width - 48, height: A4.height - 48, borderColor: accent, borderWidth: 1.5 });
  page.drawRectangle({ x: margin, y: y - 6, width: 64, height: 6, color: accent });
  y -= 22;
  write('Installer Club', bold, 11, muted);
  y -= 8;
  write(doc.title, bold, 24);
  if (doc.subtitle) {
    y -= 4;
    write(doc.subtitle, regular, 12, muted);
  }
  y -= 18;

  const labelWidth = 150;
  for (const f of doc.fields) {
    const top = y;
    write(f.label, regular, 10, muted, margin, labelWidth - 8);
    const afterLabel = y;
    y = top;
    write(f.value || '—', bold, 11, ink, margin + labelWidth, textWidth - labelWidth);
    y = Math.min(y, afterLabel) - 6;
  }

  if (doc.table) {
    y -= 14;
    write(doc.table.heading, bold, 13);
    y -= 4;
    const columns = doc.table.columns.length;
    const colWidth = textWidth / columns;
    const row = (cells: string[], font: PDFFont, color = ink) => {
      const top = y;
      let lowest = y;
      cells.forEach((cell, i) => {
        y = top;
        write(cell, font, 9.5, color, margin + i * colWidth, colWidth - 8, 1.4);
        lowest = Math.min(lowest, y);
      });
      y = lowest - 4;
      page.drawLine({ start: { x: margin, y: y + 1 }, end: { x: A4.width - margin, y: y + 1 }, thickness: 0.4, color: muted });
    };
    row(doc.table.columns, bold, muted);
    if (doc.table.rows.length === 0) write(doc.table.empty, regular, 10, muted);
    for (const cells of doc.table.rows) row(cells, regular);
  }

  // The QR code, with the address written out beside it for anyone who cannot scan.
  const qrSize = 120;
  newPageIfBelow(qrSize + 40);
  y -= 28;
  const qr = await pdf.embedPng(await qrPng(doc.verify.url));
  page.drawImage(qr, { x: margin, y: y - qrSize, width: qrSize, height: qrSize });
  const textX = margin + qrSize + 16;
  const textW = textWidth - qrSize - 16;
  const qrTop = y;
  y -= 8;
  write(doc.verify.caption, regular, 10, ink, textX, textW);
  y -= 4;
  write(doc.verify.url, regular, 9, accent, textX, textW);
  y = Math.min(y, qrTop - qrSize);

  if (doc.footer) {
    y -= 20;
    write(doc.footer, regular, 8.5, muted);
  }
  return pdf.save();
}
