// The configurator's server side: the PDF proof (the entered texts, the services and the uploaded logo placed; read
// back with pdftotext and pdfimages), the configurator rules answered as 400 by field, and marketing orders whose data
// must follow the same rules with the company's own files.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { MarketingData } from '@club/contract/marketing';
import type { PlacedOrders } from '@club/contract/orders';
import { build, type TestApp } from '../../test/app.ts';
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
  return { t, me, flyer, card, dataDir };
}

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
    // The logo is placed as an image on the page.
    const images = execFileSync('pdfimages', ['-list', pdf]).toString().trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/\s300\s+120\s/);
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
  });
});
