import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { certificatePdfPath, warrantyPdfPath } from '@club/contract/certificates';
import { build, type TestApp } from '../../test/app.ts';
import { pdfQrCodes, pdfText, pngDataUrlQr } from '../../test/pdf.ts';
import { companyCertificatesTable, projectsTable, scansTable } from '../../db/schema.ts';
import { createUnit, fullSurvey, installer } from '../projects/fixtures.ts';
import { expiresOn, projectsForCertificate } from './service.ts';

const publicUrl = 'https://club.example.com';
const app = () => build({ config: { publicUrl } });
type Installer = Awaited<ReturnType<typeof installer>>;

/** A project with one scanned unit per serial, surveyed, so it closes. */
async function closedProject(t: TestApp, me: Installer, street = 'Lipowa 4') {
  const project = await me.createProject({ streetName: street, postalCode: '00-950', city: 'Warszawa' });
  const units = [await createUnit(t.db, { group: 'roof-window' }), await createUnit(t.db, { group: 'flashing' })];
  for (const u of units) expect((await me.scan(project.uuid, { serial_number: u.serialNumber })).statusCode).toBe(201);
  const res = await me.survey(project.uuid, fullSurvey(units.length));
  expect(res.json()).toMatchObject({ status: 2 });
  return { project, units };
}

const get = (t: TestApp, url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('company certificates', () => {
  it('are earned by the region rule: Poland needs five projects closed in the year', async () => {
    expect(projectsForCertificate(1)).toBe(5);
    const t = await app();
    const year = t.clock.now.getUTCFullYear();
    const me = await installer(t, { company: { name: 'Dachy Kowalski' } });
    const closed = [];
    for (let i = 0; i < 4; i++) closed.push((await closedProject(t, me, `Street ${i}`)).project);
    expect((await get(t, '/v1/behaviour/certificates', me.headers)).json()).toEqual({ data: [] });

    closed.push((await closedProject(t, me, 'Fifth street')).project);
    // When they closed (tokens follow the real clock, so the dates are set in the database).
    for (const [i, p] of closed.entries())
      await t.db
        .update(projectsTable)
        .set({ closedAt: new Date(Date.UTC(year, 0, 10 + i, 8, 30)) })
        .where(eq(projectsTable.uuid, p.uuid));
    const list = (await get(t, '/v1/behaviour/certificates', me.headers)).json();
    expect(list.data).toEqual([
      {
        uuid: expect.any(String),
        slug: 'certified-installer',
        name: `Certified installer ${year}`,
        description: `Projects closed in ${year}: at least 5. Issued by Installer Club.`,
        icon: 'certificate',
        longevity: 12,
        expires_on: `${year + 1}-01-13`,
        year,
        earned_at: new Date(Date.UTC(year, 0, 14, 8, 30)).toISOString(),
      },
    ]);
    // Reading again records nothing new.
    await get(t, '/v1/behaviour/certificates', me.headers);
    expect(await t.db.select().from(companyCertificatesTable)).toHaveLength(1);
    // Another company sees none of it.
    const other = await installer(t);
    expect((await get(t, '/v1/behaviour/certificates', other.headers)).json().data).toEqual([]);
  });

  it('counts only projects closed in one calendar year', async () => {
    const t = await app();
    const year = t.clock.now.getUTCFullYear();
    const me = await installer(t, { company: { regionsId: 2 } });
    const needed = projectsForCertificate(2);
    expect(needed).toBe(4);
    const closed = [];
    for (let i = 0; i < needed; i++) closed.push((await closedProject(t, me, `Street ${i}`)).project);
    const [first] = closed;
    if (!first) throw new Error('no project');
    await t.db
      .update(projectsTable)
      .set({ closedAt: new Date(Date.UTC(year - 1, 11, 31, 23, 59)) })
      .where(eq(projectsTable.uuid, first.uuid));
    expect((await get(t, '/v1/behaviour/certificates', me.headers)).json().data).toEqual([]);
    await t.db
      .update(projectsTable)
      .set({ closedAt: new Date(Date.UTC(year, 0, 1, 0, 0)) })
      .where(eq(projectsTable.uuid, first.uuid));
    expect((await get(t, '/v1/behaviour/certificates', me.headers)).json().data).toHaveLength(1);
  });

  it('expires_on is the day before the same date a longevity later', () => {
    expect(expiresOn(new Date('2026-04-02T08:30:00Z'))).toBe('2027-04-01');
    expect(expiresOn(new Date('2026-01-01T00:00:00Z'))).toBe('2026-12-31');
  });

  it('downloads as a real PDF in the user language with the company name and a QR code of its verification page', async () => {
    const t = await app();
    const year = t.clock.now.getUTCFullYear();
    const me = await installer(t, { company: { name: 'Dachy Łukasiewicz Sp. z o.o.' }, user: { languagesId: 15 } });
    for (let i = 0; i < 5; i++) await closedProject(t, me, `Street ${i}`);
    const [cert] = (await get(t, '/v1/behaviour/certificates', me.headers)).json().data;
    const res = await get(t, certificatePdfPath(cert.uuid, me.company.uuid), me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${year}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [text] = await pdfText(res.rawPayload);
    expect(text).toContain('Dachy Łukasiewicz Sp. z o.o.');
    // In the user's language (Ukrainian here: Cyrillic must come out whole).
    expect(text).toContain(`Сертифікований монтажник ${year}`);
    expect(text).toContain('Дійсний до');
    const [row] = await t.db.select().from(companyCertificatesTable);
    const qr = await pdfQrCodes(res.rawPayload);
    expect(qr).toEqual([`${publicUrl}/verify/${row?.verificationCode}`]);

    const check = await t.app.inject({ method: 'GET', url: `/v1/verify/${row?.verificationCode}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ data: { genuine: true, kind: 'certificate' } });
  });

  it("is another company's: 404 for its certificate, and for a company uuid that is not the caller's", async () => {
    const t = await app();
    const owner = await installer(t);
    for (let i = 0; i < 5; i++) await closedProject(t, owner, `Street ${i}`);
    const [cert] = (await get(t, '/v1/behaviour/certificates', owner.headers)).json().data;
    const other = await installer(t);
    for (const url of [certificatePdfPath(cert.uuid, owner.company.uuid), certificatePdfPath(cert.uuid, other.company.uuid)]) {
      const res = await get(t, url, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    // The owner with someone else's company uuid in the path: 404 too.
    expect((await get(t, certificatePdfPath(cert.uuid, other.company.uuid), owner.headers)).statusCode).toBe(404);
  });
});

describe('warranty certificate', () => {
  it('of a closed project: installer, address, date, each unit with product and serial, QR to /verify/{code}', async () => {
    const t = await app();
    const me = await installer(t, {
      company: { name: 'Okna Nowak', address: 'Długa 5', postalCode: '31-147', city: 'Kraków' },
      user: { languagesId: 2 },
    });
    const { project, units } = await closedProject(t, me, 'Sosnowa 12');
    await t.db
      .update(projectsTable)
      .set({ closedAt: new Date('2026-07-15T09:00:00Z') })
      .where(eq(projectsTable.uuid, project.uuid));
    const res = await get(t, warrantyPdfPath(project.uuid), me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [text] = await pdfText(res.rawPayload);
    for (const expected of [
      'Certyfikat gwarancyjny',
      'Okna Nowak',
      'Długa 5, 31-147 Kraków',
      'Sosnowa 12, 00-950 Warszawa',
      '15 lipca 2026',
    ])
      expect(text).toContain(expected);
    for (const u of units) {
      expect(text).toContain(u.serialNumber);
      expect(text).toContain(u.name);
    }
    const [url] = await pdfQrCodes(res.rawPayload);
    expect(url).toMatch(new RegExp(`^${publicUrl}/verify/[A-Za-z0-9_-]{22}$`));
    const code = url?.split('/').at(-1) ?? '';
    // The same code every time the certificate is downloaded.
    expect(await pdfQrCodes((await get(t, warrantyPdfPath(project.uuid), me.headers)).rawPayload)).toEqual([url]);

    // The public check: no token, only "genuine" and the kind, nothing about the job.
    const check = await t.app.inject({ method: 'GET', url: `/v1/verify/${code}` });
    expect(check.json()).toEqual({ data: { genuine: true, kind: 'warranty' } });
    for (const secret of ['Okna Nowak', 'Sosnowa', units[0]?.serialNumber ?? 'x']) expect(check.body).not.toContain(secret);
  });

  it('lists only accepted units, and is 409 while the project is open, 404 for another company', async () => {
    const t = await app();
    const me = await installer(t);
    const open = await me.createProject();
    const unit = await createUnit(t.db);
    await me.scan(open.uuid, { serial_number: unit.serialNumber });
    const early = await get(t, warrantyPdfPath(open.uuid), me.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'conflict', errors: ['certificates.warrantyNotClosed'] });

    const { project } = await closedProject(t, me);
    const other = await installer(t);
    const foreign = await get(t, warrantyPdfPath(project.uuid), other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found' });
  });

  it('unknown or malformed codes are not genuine (404)', async () => {
    const t = await app();
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(64)]) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/verify/${code}` });
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('QR codes', () => {
  it('encodes links to this portal as a PNG data URL that decodes to the link', async () => {
    const t = await app();
    const me = await installer(t);
    const link = `${publicUrl}/verify/abc?x=1`;
    const res = await get(t, `/v1/generate/qr-code?data=${encodeURIComponent(link)}`, me.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data.data as string;
    expect(data).toMatch(/^data:image\/png;base64,/);
    expect(pngDataUrlQr(data)).toBe(link);
  });

  it('refuses every other origin (no open QR generator)', async () => {
    const t = await app();
    const me = await installer(t);
    for (const link of [
      'https://evil.example.com/verify/abc',
      'http://club.example.com/verify/abc',
      'https://club.example.com.evil.io/x',
      'https://user:pw@club.example.com/x',
      'javascript:alert(1)',
      'not a link',
    ]) {
      const res = await get(t, `/v1/generate/qr-code?data=${encodeURIComponent(link)}`, me.headers);
      expect(res.statusCode, link).toBe(400);
      expect(res.json()).toMatchObject({ errors: ['certificates.qrForeignLink'] });
    }
    expect((await t.app.inject({ method: 'GET', url: `/v1/generate/qr-code?data=${encodeURIComponent(publicUrl)}` })).statusCode).toBe(401);
  });
});

describe('per-unit points of a closed project', () => {
  it('shows what each unit earned, adding up to what the ledger credited for the units', async () => {
    const t = await app();
    const me = await installer(t);
    const project = await me.createProject();
    const units = [await createUnit(t.db, { group: 'roof-window' }), await createUnit(t.db, { group: 'flashing' })];
    for (const u of units) await me.scan(project.uuid, { serial_number: u.serialNumber });
    const before = await me.detail(project.uuid);
    const promised = before.products.map((p: { points: number }) => p.points);
    expect(promised.every((p: number) => p > 0)).toBe(true);
    await me.survey(project.uuid, fullSurvey(2));

    const after = await me.detail(project.uuid);
    expect(after.status.id).toBe(2);
    expect(after.products.map((p: { points: number }) => p.points)).toEqual(promised);
    expect(after.products.map((p: { max_points: number }) => p.max_points)).toEqual(promised);
    const listed = (await get(t, `/v1/product?projects_id=${project.uuid}`, me.headers)).json();
    expect(listed.data.map((p: { points: number }) => p.points)).toEqual(promised);
    const stored = await t.db.select({ earned: scansTable.earnedPoints }).from(scansTable).where(eq(scansTable.companiesId, me.company.id));
    const sum = stored.reduce((s, r) => s + (r.earned ?? 0), 0);
    const behaviours = (before.earnings.behaviours as { points: number }[]).reduce((s, b) => s + b.points, 0);
    expect(sum + behaviours).toBe(after.available_points);
  });
});
