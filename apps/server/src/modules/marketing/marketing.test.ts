// The configurator's server side: the PDF proof (the entered texts, the services and the uploaded logo placed; read
// back with pdftotext and pdfimages), the configurator rules answered as 400 by field, and marketing orders whose data
// must follow the same rules with the company's own files.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import type { MarketingData } from '@club/contract/marketing';
import type { PlacedOrders } from '@club/contract/orders';
import { eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { companiesTable } from '../company/tables.ts';
import { createShopProduct, givePoints, signedInOwner } from '../../test/factories.ts';

const dirs: string[] = [];
afterEach(async () => {
  while (dirs.length) await rm(dirs.pop() ?? '', { recursive: true, force: true });
});

const customer = {
  phone_region: 1,
  phone_number: '+48 512 345 678',
  name: 'Jan',
  surname: 'Kowalski',
  company_name: 'Dachy Kowalski',
  street: 'Prosta',
  house_number: '1',
  city: 'Warszawa',
  postal_code: '00-001',
  country: 'PL',
  region: 1,
};
const contact = [
  { name: 'name', group: 'required' },
  { name: 'surname', group: 'required' },
  { name: 'companyName', group: 'required' },
  { name: 'phone', group: 'optional' },
  { name: 'email', group: 'optional' },
  { name: 'link', group: 'optional' },
  { name: 'logo', group: 'optional' },
];

async function setup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-marketing-'));
  dirs.push(dataDir);
  const t = await build({
    config: { dataDir, storage: { driver: 'local', dir: join(dataDir, 'files'), s3Url: undefined, s3Bucket: undefined, s3Region: 'x' } },
  });
  const me = await signedInOwner(t);
  await givePoints(t.db, me.company.id, 1000);
  const flyer = await createShopProduct(t.db, {
    name: 'Ulotki',
    type: 'marketing',
    vendor: 'MARKETING',
    settings: {
      subtype: 'flyer-services',
      fields: [...contact, { name: 'shortDescription', group: 'optional' }, { name: 'longDescription', group: 'optional' }],
    },
    variants: [{ price: 80, stock: 50 }],
  });
  const card = await createShopProduct(t.db, {
    name: 'Wizytówki',
    type: 'marketing',
    vendor: 'MARKETING',
    settings: { subtype: 'business-card-horizontal', fields: [...contact, { name: 'address', group: 'optional' }] },
    variants: [{ price: 60, stock: 50 }],
  });
  const banner = await createShopProduct(t.db, {
    name: 'Baner',
    type: 'marketing',
    vendor: 'MARKETING',
    settings: {
      subtype: 'banner',
      fields: [
        { name: 'companyName', group: 'required' },
        { name: 'slogan', group: 'required' },
        { name: 'phone', group: 'optional' },
        { name: 'link', group: 'optional' },
      ],
    },
    variants: [{ price: 150, stock: 30 }],
  });
  return { t, me, flyer, card, banner, dataDir };
}

/**
 * The pictures of a proof's page read back with pdf-lib (poppler is not on every machine): each image's size, its
 * transparency mask, where the page's content stream draws it (x, y, width, height in points) and its bytes.
 */
async function readProof(t: TestApp, headers: Record<string, string>, path: string) {
  const file = await t.app.inject({ method: 'GET', url: path, headers });
  expect(file.statusCode).toBe(200);
  const doc = await PDFDocument.load(file.rawPayload);
  const page = doc.getPages()[0];
  if (!page) throw new Error('the proof has no page');
  const content = page.node.Contents();
  const streams = content instanceof PDFArray ? content.asArray() : content ? [content] : [];
  const ops = streams
    .map((s) => doc.context.lookup(s))
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n');
  // Each `q … /Name Do Q` block: its translations and scales (pdf-lib draws images without rotation) composed.
  const placed = [...ops.matchAll(/q\n((?:[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ cm\n)+)\/(\S+) Do/g)].map((m) => {
    const at = { x: 0, y: 0, width: 1, height: 1 };
    for (const matrix of (m[1] ?? '').trim().split('\n')) {
      const [a = 1, , , d = 1, e = 0, f = 0] = matrix.split(' ').map(Number);
      at.x += e * at.width;
      at.y += f * at.height;
      at.width *= a;
      at.height *= d;
    }
    return { name: m[2] ?? '', at };
  });
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const images = placed.map(({ name, at }) => {
    const stream = doc.context.lookup(xobjects?.get(PDFName.of(name)));
    if (!(stream instanceof PDFRawStream)) throw new Error(`${name} is not an image stream`);
    const num = (key: string) => {
      const value = stream.dict.lookup(PDFName.of(key));
      if (!(value instanceof PDFNumber)) throw new Error(`${name} has no ${key}`);
      return value.asNumber();
    };
    return {
      width: num('Width'),
      height: num('Height'),
      masked: stream.dict.has(PDFName.of('SMask')),
      at,
      bytes: Buffer.from(stream.contents),
    };
  });
  return { page: page.getSize(), images };
}

/** The colour of an embedded JPEG at a point (fractions of its width and height). */
async function colourAt(jpeg: Buffer, fx: number, fy: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

const bannerData = (background: MarketingData['background']): MarketingData => ({
  subtype: 'banner',
  fields: { companyName: 'Dachy Bocian', slogan: 'Okna dachowe montowane przez profesjonalistów', phone: '+48 512 345 678' },
  services: [],
  logo: null,
  background,
  quantity: 1,
});

async function uploadLogo(t: TestApp, headers: Record<string, string>) {
  const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();
  const boundary = 'club-logo';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/shop/order/files',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ path: string; originalName: string }>();
}

const six = ['installation', 'replacement', 'measurement', 'flashing', 'blinds', 'advice'] as const;
const flyerData = (logo: MarketingData['logo']): MarketingData => ({
  subtype: 'flyer-services',
  fields: {
    name: 'Jan',
    surname: 'Kowalski',
    companyName: 'Dachy Żółwik',
    phone: '+48 512 345 678',
    shortDescription: 'Okna dachowe od 1998 roku',
  },
  services: [...six],
  logo,
  quantity: 2,
});

describe('POST /v1/shop/order/proof', () => {
  it('renders the proof with the company name, the services and the logo; served as a PDF attachment', async () => {
    const { t, me, flyer, dataDir } = await setup();
    const logo = await uploadLogo(t, me.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/shop/order/proof',
      headers: me.headers,
      payload: { product: flyer.product.uuid, data: flyerData(logo) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const proof = res.json<{ path: string; originalName: string }>();
    expect(proof).toMatchObject({ path: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\.pdf$/), originalName: 'proof-flyer-services.pdf' });
    const file = await t.app.inject({ method: 'GET', url: proof.path, headers: me.headers });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    const pdf = join(dataDir, 'proof.pdf');
    await writeFile(pdf, file.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    for (const s of [
      'Dachy Żółwik',
      'Jan Kowalski',
      'Okna dachowe od 1998 roku',
      'Our services',
      'Free measurement',
      'Expert advice',
      '+48 512 345 678',
    ])
      expect(text).toContain(s);
    // The logo is placed as an image on the page, beside the flyer's cover picture.
    const images = execFileSync('pdfimages', ['-list', pdf]).toString().trim().split('\n').slice(2);
    expect(images).toHaveLength(2);
    expect(images.filter((l) => /\s300\s+120\s/.test(l))).toHaveLength(1);
    expect(images.filter((l) => /\s1600\s+480\s/.test(l))).toHaveLength(1);
  });

  it('answers the configurator rules as 400 by field: services count, contact, descriptions, required fields', async () => {
    const { t, me, flyer, card } = await setup();
    const proof = (product: string, data: MarketingData) =>
      t.app.inject({ method: 'POST', url: '/v1/shop/order/proof', headers: me.headers, payload: { product, data } });
    const three = await proof(card.product.uuid, {
      subtype: 'business-card-horizontal',
      fields: { name: 'Jan', surname: 'Kowalski', companyName: 'Dachy', email: 'jan@example.pl' },
      services: ['installation', 'replacement', 'measurement'],
      logo: null,
      quantity: 1,
    });
    expect(three.statusCode).toBe(400);
    expect(three.json()).toMatchObject({ fields: { services: ['marketing.services'] } });
    const none = await proof(card.product.uuid, {
      subtype: 'business-card-horizontal',
      fields: { name: '', surname: 'Kowalski', companyName: 'Dachy' },
      services: [],
      logo: null,
      quantity: 51,
    });
    expect(none.json()).toMatchObject({
      fields: {
        name: ['marketing.required'],
        phone: ['marketing.contact'],
        email: ['marketing.contact'],
        services: ['marketing.noServices'],
        quantity: ['marketing.quantity'],
      },
    });
    const flyerProblems = await proof(flyer.product.uuid, {
      ...flyerData(null),
      fields: { name: 'Jan', surname: 'K', companyName: 'D', phone: '1', link: '' },
      services: ['installation'],
    });
    expect(flyerProblems.json()).toMatchObject({
      fields: { shortDescription: ['marketing.description'], longDescription: ['marketing.description'], link: ['marketing.required'] },
    });
    const tooLong = await proof(flyer.product.uuid, {
      ...flyerData(null),
      fields: { ...flyerData(null).fields, shortDescription: 'x'.repeat(81) },
    });
    expect(tooLong.json()).toMatchObject({ fields: { shortDescription: ['marketing.tooLong'] } });
  });

  it("refuses another company's logo", async () => {
    const { t, me, flyer } = await setup();
    const them = await signedInOwner(t);
    const theirs = await uploadLogo(t, them.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/shop/order/proof',
      headers: me.headers,
      payload: { product: flyer.product.uuid, data: flyerData(theirs) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { logo: ['marketing.required'] } });
  });
});

describe('backgrounds and the recommended badge', () => {
  it("places a banner's background picture over the whole page at the chosen band; the picture is a public portal file", async () => {
    const { t, me, banner } = await setup();
    const proof = async (background: MarketingData['background']) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/shop/order/proof',
        headers: me.headers,
        payload: { product: banner.product.uuid, data: bannerData(background) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return readProof(t, me.headers, res.json<{ path: string }>().path);
    };
    const top = await proof({ id: 1, position: 'top' });
    // One picture (no badge: the company is not recommended), cut to the banner's proportions (297 × 148 mm) from
    // the 4:3 original, drawn first over the whole page.
    expect(top.images.map(({ width, height, masked }) => ({ width, height, masked }))).toEqual([
      { width: 1600, height: 797, masked: false },
    ]);
    const at = top.images[0]?.at;
    expect(at?.x).toBe(0);
    expect(at?.y).toBe(0);
    expect(at?.width).toBeCloseTo(top.page.width, 1);
    expect(at?.height).toBeCloseTo(top.page.height, 1);
    // Background 1 is a sky over a red roof that starts low on the left: the top band shows sky in the bottom left
    // corner, the bottom band the roof.
    const bottom = await proof({ id: 1, position: 'bottom' });
    const [r1, , b1] = await colourAt(top.images[0]?.bytes ?? Buffer.alloc(0), 0.03, 0.95);
    const [r2, , b2] = await colourAt(bottom.images[0]?.bytes ?? Buffer.alloc(0), 0.03, 0.95);
    expect(b1).toBeGreaterThan(r1 + 40);
    expect(r2).toBeGreaterThan(b2 + 40);

    const media = await t.app.inject({ method: 'GET', url: '/media/marketing/banner-1-s.jpg' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 360]);
    expect((await t.app.inject({ method: 'GET', url: '/media/marketing/recommended-pl.png' })).statusCode).toBe(200);
  });

  it("places a flyer's cover picture for its subtype across the bottom of the page, under the texts", async () => {
    const { t, me, flyer } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/shop/order/proof',
      headers: me.headers,
      payload: { product: flyer.product.uuid, data: flyerData(null) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const proof = await readProof(t, me.headers, res.json<{ path: string }>().path);
    const cover = proof.images[0];
    expect(cover).toMatchObject({ width: 1600, height: 480, masked: false });
    // Full width, on the bottom edge, 30 % of the width high.
    expect(cover?.at.x).toBeCloseTo(0, 1);
    expect(cover?.at.y).toBeCloseTo(0, 1);
    expect(cover?.at.width).toBeCloseTo(proof.page.width, 1);
    expect(cover?.at.height).toBeCloseTo(proof.page.width * 0.3, 1);
    // The flyer-services subtype's own picture (a public portal file), not the plain flyer's.
    const served = await t.app.inject({ method: 'GET', url: '/media/marketing/flyer-services-cover-l.jpg' });
    expect(served.statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/media/marketing/flyer-cover-l.jpg' });
    expect(other.statusCode).toBe(200);
    const near = async (a: Buffer, b: Buffer) => {
      const [x, y] = await Promise.all([a, b].map((p) => sharp(p).resize(16, 5).removeAlpha().raw().toBuffer()));
      return (x ?? Buffer.alloc(0)).reduce((sum, v, i) => sum + Math.abs(v - ((y ?? Buffer.alloc(0))[i] ?? 0)), 0) / (x?.length ?? 1);
    };
    const own = await near(cover?.bytes ?? Buffer.alloc(0), served.rawPayload);
    expect(own).toBeLessThan(6);
    expect(await near(cover?.bytes ?? Buffer.alloc(0), other.rawPayload)).toBeGreaterThan(own + 20);
  });

  it('answers a banner without a background, or with one it does not have, as 400 by field', async () => {
    const { t, me, banner } = await setup();
    for (const background of [null, { id: 7, position: 'center' as const }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/shop/order/proof',
        headers: me.headers,
        payload: { product: banner.product.uuid, data: bannerData(background) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { background: ['marketing.background'] } });
    }
  });

  it("puts the region's recommended badge on a recommended company's proof, and only theirs", async () => {
    const { t, me, flyer, banner } = await setup();
    const proofOf = async (product: string, data: MarketingData) => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/shop/order/proof', headers: me.headers, payload: { product, data } });
      expect(res.statusCode, res.body).toBe(201);
      return readProof(t, me.headers, res.json<{ path: string }>().path);
    };
    // Without the badge a flyer's only picture is its cover.
    const plain = await proofOf(flyer.product.uuid, flyerData(null));
    expect(plain.images.map((i) => `${i.width}x${i.height}${i.masked ? ' masked' : ''}`)).toEqual(['1600x480']);
    const self = await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: me.headers });
    expect(self.json()).toMatchObject({ company: { is_recommended: false } });

    await t.db.update(companiesTable).set({ isRecommended: true }).where(eq(companiesTable.id, me.company.id));
    const after = await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: me.headers });
    expect(after.json()).toMatchObject({ company: { is_recommended: true } });
    // The Polish badge (the file served under /media/marketing/), with its transparency, in the top right corner.
    const flyerProof = await proofOf(flyer.product.uuid, flyerData(null));
    const served = (await t.app.inject({ method: 'GET', url: '/media/marketing/recommended-pl.png' })).rawPayload;
    const badgeSize = await sharp(served).metadata();
    expect(flyerProof.images).toHaveLength(2);
    const badge = flyerProof.images.find((i) => i.masked);
    expect(badge).toMatchObject({ width: badgeSize.width, height: badgeSize.height, masked: true });
    expect((badge?.at.x ?? 0) + (badge?.at.width ?? 0)).toBeGreaterThan(flyerProof.page.width * 0.9);
    expect((badge?.at.y ?? 0) + (badge?.at.height ?? 0)).toBeGreaterThan(flyerProof.page.height * 0.85);
    // On a banner: the background first, the badge over it.
    const bannerProof = await proofOf(banner.product.uuid, bannerData({ id: 2, position: 'center' }));
    expect(bannerProof.images.map((i) => `${i.width}x${i.height}${i.masked ? ' masked' : ''}`)).toEqual(['1600x797', '480x480 masked']);
  });
});

describe('marketing orders', () => {
  it('keep the entered data with the logo and the proof; the data must follow the rules and use own files', async () => {
    const { t, me, flyer } = await setup();
    const logo = await uploadLogo(t, me.headers);
    const proof = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/shop/order/proof',
        headers: me.headers,
        payload: { product: flyer.product.uuid, data: flyerData(logo) },
      })
    ).json<{ path: string; originalName: string }>();
    const variant = flyer.variants[0]?.uuid ?? '';
    const place = (data: Record<string, unknown> | null, headers = me.headers) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/orders',
        headers,
        payload: { type: 'marketing', order: [{ uuid: variant, quantity: 2 }], customer, data },
      });

    const missing = await place(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { 'data.data': ['marketing.missingData'] } });
    const wrong = await place({ ...flyerData(logo), services: ['installation'], proof });
    expect(wrong.json()).toMatchObject({ fields: { 'data.services': ['marketing.services'] } });
    const them = await signedInOwner(t);
    const theirLogo = await uploadLogo(t, them.headers);
    expect((await place({ ...flyerData(theirLogo), proof })).json()).toMatchObject({ fields: { 'data.logo': ['marketing.required'] } });

    const ok = await place({ ...flyerData(logo), proof });
    expect(ok.statusCode, ok.body).toBe(201);
    const order = ok.json<PlacedOrders>().data[0];
    expect(order?.meta.inputData).toMatchObject({ subtype: 'flyer-services', fields: { companyName: 'Dachy Żółwik' }, logo, proof });
    // The cover picture is the subtype's, whatever the request says (spec §3 Marketing order data `coverImage`).
    expect(order?.meta.inputData).toMatchObject({ coverImage: 'flyer-services-cover' });
    const claimed = await place({ ...flyerData(logo), proof, coverImage: 'banner-1' });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json<PlacedOrders>().data[0]?.meta.inputData).toMatchObject({ coverImage: 'flyer-services-cover' });
  });
});
