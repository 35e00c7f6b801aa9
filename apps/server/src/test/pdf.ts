// Reading back what the server's PDFs hold, for tests: the text of each page (through each font's ToUnicode map, as a
// PDF viewer's copy does) and the QR codes of its images (decoded with jsQR). Parsing is pdf-lib's; no tool outside npm.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

const bytesOf = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A ToUnicode CMap (bfchar and bfrange entries) as glyph code → text. */
function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(m[1] ?? '', 16), utf16(m[2] ?? ''));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const from = parseInt(m[1] ?? '', 16);
      const to = parseInt(m[2] ?? '', 16);
      const first = utf16(m[3] ?? '');
      for (let code = from; code <= to; code++) map.set(code, String.fromCodePoint((first.codePointAt(0) ?? 0) + code - from));
    }
  return map;
}

function contentStreams(contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray)
    return contents.asArray().flatMap((ref) => {
      const s = doc.context.lookup(ref);
      return s instanceof PDFRawStream ? [s] : [];
    });
  return [];
}

/** The text of every page, one string per page; each text-showing operation on a line of its own. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.decodeText(), toUnicode instanceof PDFRawStream ? parseCmap(latin1(bytesOf(toUnicode))) : new Map());
    }
    const lines: string[] = [];
    for (const stream of contentStreams(page.node.get(PDFName.of('Contents')), doc)) {
      let cmap = new Map<number, string>();
      for (const op of latin1(bytesOf(stream)).matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (op[1] !== undefined) cmap = fonts.get(op[1]) ?? new Map();
        else {
          const hex = op[2] ?? '';
          let line = '';
          for (let i = 0; i + 4 <= hex.length; i += 4) line += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
          lines.push(line);
        }
      }
    }
    return lines.join('\n');
  });
}

/** The text of QR codes found in the PDF's images (8-bit RGB or grey image XObjects). */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (object.dict.lookup(PDFName.of('Width'), PDFNumber) as PDFNumber).asNumber();
    const height = (object.dict.lookup(PDFName.of('Height'), PDFNumber) as PDFNumber).asNumber();
    const pixels = bytesOf(object);
    const channels = pixels.length / (width * height);
    if (channels !== 1 && channels !== 3) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  return found;
}

/** The text of the QR code in a PNG data URL. */
export function pngDataUrlQr(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
