// The certificates module's public surface (decisions 0060, 0061): the certificates a company earns by its region's
// rule, their PDFs, the homeowner warranty certificate of a closed project, the public check of a certificate's code,
// and QR codes of links to this portal. Both PDF kinds are drawn by one helper (lib/certificate-pdf.ts).
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { certificateSlugs, verifyPagePath, type Certificate, type VerificationKind } from '@club/contract/certificates';
import { languageById, regionById, type RegionCode } from '@club/contract/regions';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { certificatePdf, qrDataUrl } from '../../lib/certificate-pdf.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/scope.ts';
import { findOwnCompany } from '../company/service.ts';
import { projectClosings, warrantyProject } from '../projects/service.ts';
import { companyCertificatesTable, warrantyCertificatesTable } from './tables.ts';

/** The scope plus the caller's region and language (from the signed-in user and company, no query). */
export interface CertificateScope extends Scope {
  regionsId: number;
  languagesId: number;
}

/**
 * "Certified installer {year}": earned with this many projects closed in one calendar year (decision 0060). The
 * largest markets ask for more; every other region for the default.
 */
export const certifiedInstallerProjects: Partial<Record<RegionCode, number>> = { PL: 5, CZ: 4, SK: 4, HU: 4, RO: 4 };
export const defaultCertifiedInstallerProjects = 3;
/** How long a certificate is valid, in months from the day it was earned. */
export const certificateLongevityMonths = 12;

export function projectsForCertificate(regionsId: number): number {
  const code = regionById(regionsId)?.code;
  return (code && certifiedInstallerProjects[code]) || defaultCertifiedInstallerProjects;
}

const languageCode = (languagesId: number) => languageById(languagesId)?.code ?? 'en';
/** 128 random bits, url-safe: 22 characters nobody can guess. */
const newCode = () => randomBytes(16).toString('base64url');

/** The last day a certificate earned at `earnedAt` is valid (YYYY-MM-DD, UTC). */
export function expiresOn(earnedAt: Date, months = certificateLongevityMonths): string {
  const end = new Date(Date.UTC(earnedAt.getUTCFullYear(), earnedAt.getUTCMonth() + months, earnedAt.getUTCDate() - 1));
  return end.toISOString().slice(0, 10);
}

/**
 * Records the certificates the company has earned and not yet holds: for this year and last year, earned at the moment
 * the rule's last needed project closed. Run on read, so a project closed by the survey or by staff after a review
 * counts alike; the unique (company, slug, year) index makes it once even under concurrent reads.
 */
async function recordEarned(db: Tx, scope: CertificateScope, now: Date): Promise<void> {
  const needed = projectsForCertificate(scope.regionsId);
  for (const year of [now.getUTCFullYear() - 1, now.getUTCFullYear()]) {
    const closings = await projectClosings(db, scope, year, needed);
    const earnedAt = closings[needed - 1];
    if (!earnedAt) continue;
    await db
      .insert(companyCertificatesTable)
      .values({
        companiesId: scope.companyId,
        slug: certificateSlugs.certifiedInstaller,
        year,
        earnedAt,
        expiresOn: expiresOn(earnedAt),
        verificationCode: newCode(),
      })
      .onConflictDoNothing();
  }
}

type CertificateRow = typeof companyCertificatesTable.$inferSelect;

function toCertificate(row: CertificateRow, language: string, regionsId: number): Certificate {
  const values = { year: row.year, count: projectsForCertificate(regionsId) };
  return {
    uuid: row.uuid,
    slug: row.slug,
    name: t(language, 'certificates.certifiedInstaller.name', values),
    description: t(language, 'certificates.certifiedInstaller.description', values),
    icon: 'certificate',
    longevity: certificateLongevityMonths,
    expires_on: row.expiresOn,
    year: row.year,
    earned_at: row.earnedAt.toISOString(),
  };
}

/** GET /v1/behaviour/certificates: the company's certificates, newest year first. */
export async function listCertificates(ctx: Ctx, scope: CertificateScope): Promise<Certificate[]> {
  await recordEarned(ctx.db, scope, ctx.now());
  const rows = await ctx.db
    .select()
    .from(companyCertificatesTable)
    .where(eq(companyCertificatesTable.companiesId, scope.companyId))
    .orderBy(desc(companyCertificatesTable.year), desc(companyCertificatesTable.id));
  const language = languageCode(scope.languagesId);
  return rows.map((r) => toCertificate(r, language, scope.regionsId));
}

const verifyUrl = (ctx: Ctx, code: string) => `${ctx.config.publicUrl}${verifyPagePath(code)}`;

function formatDate(language: string, date: Date | string): string {
  const d = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

async function ownCompanyRow(db: Tx, scope: Scope) {
  const company = await findOwnCompany(db, scope, { id: scope.companyId });
  if (!company) throw new NotFoundError();
  return company;
}

const addressOf = (c: { address: string | null; postalCode: string | null; city: string | null }) =>
  [c.address, [c.postalCode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** GET /v1/certificates/{uuid}/{company_uuid}/certificate.pdf: one of the company's certificates as a PDF. */
export async function certificateDocument(
  ctx: Ctx,
  scope: CertificateScope,
  input: { uuid: string; companyUuid: string },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const company = await ownCompanyRow(ctx.db, scope);
  if (company.uuid !== input.companyUuid) throw new NotFoundError();
  const [row] = await ctx.db
    .select()
    .from(companyCertificatesTable)
    .where(and(eq(companyCertificatesTable.uuid, input.uuid), eq(companyCertificatesTable.companiesId, scope.companyId)));
  if (!row) throw new NotFoundError();
  const language = languageCode(scope.languagesId);
  const cert = toCertificate(row, language, scope.regionsId);
  const tr = (key: string, values = {}) => t(language, `certificates.pdf.${key}`, values);
  const pdf = await certificatePdf({
    language,
    title: cert.name,
    subtitle: cert.description,
    fields: [
      { label: tr('company'), value: company.name },
      { label: tr('address'), value: addressOf(company) },
      { label: tr('earnedOn'), value: formatDate(language, row.earnedAt) },
      { label: tr('validUntil'), value: formatDate(language, row.expiresOn) },
    ],
    verify: { url: verifyUrl(ctx, row.verificationCode), caption: tr('verify') },
    footer: tr('footer'),
  });
  return { pdf, fileName: `certificate-${row.year}.pdf` };
}

/** GET /v1/project/{uuid}/warranty.pdf: the homeowner's warranty certificate of one of the company's closed projects. */
export async function warrantyDocument(
  ctx: Ctx,
  scope: CertificateScope,
  input: { uuid: string },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const project = await warrantyProject(ctx.db, scope, input.uuid);
  const company = await ownCompanyRow(ctx.db, scope);
  await ctx.db
    .insert(warrantyCertificatesTable)
    .values({ projectsId: project.id, companiesId: scope.companyId, verificationCode: newCode(), createdAt: ctx.now() })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ code: warrantyCertificatesTable.verificationCode })
    .from(warrantyCertificatesTable)
    .where(and(eq(warrantyCertificatesTable.projectsId, project.id), eq(warrantyCertificatesTable.companiesId, scope.companyId)));
  if (!row) throw new Error('warranty certificate row missing after insert');
  const language = languageCode(scope.languagesId);
  const tr = (key: string, values = {}) => t(language, `certificates.warranty.${key}`, values);
  const pdf = await certificatePdf({
    language,
    title: tr('title'),
    subtitle: tr('subtitle'),
    fields: [
      { label: tr('installer'), value: company.name },
      { label: tr('installerAddress'), value: addressOf(company) },
      {
        label: tr('address'),
        value: [project.streetName, [project.postalCode, project.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      },
      { label: tr('date'), value: formatDate(language, project.closedAt) },
    ],
    table: {
      heading: tr('units'),
      columns: [tr('product'), tr('details'), tr('serial')],
      rows: project.units.map((u) => [u.name, [u.type, u.size, u.variant].filter(Boolean).join(', '), u.serialNumber]),
      empty: tr('noUnits'),
    },
    verify: { url: verifyUrl(ctx, row.code), caption: tr('verify') },
    footer: tr('footer'),
  });
  return { pdf, fileName: `warranty-${project.id}.pdf` };
}

/** GET /v1/verify/{code} (public): whether the code belongs to a certificate this portal issued, and its kind only. */
export async function verifyCode(ctx: Ctx, input: { code: string }): Promise<{ genuine: true; kind: VerificationKind }> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(input.code)) throw new NotFoundError();
  const [certificate] = await ctx.db
    .select({ id: companyCertificatesTable.id })
    .from(companyCertificatesTable)
    .where(eq(companyCertificatesTable.verificationCode, input.code));
  if (certificate) return { genuine: true, kind: 'certificate' };
  const [warranty] = await ctx.db
    .select({ id: warrantyCertificatesTable.projectsId })
    .from(warrantyCertificatesTable)
    .where(eq(warrantyCertificatesTable.verificationCode, input.code));
  if (warranty) return { genuine: true, kind: 'warranty' };
  throw new NotFoundError('No certificate has this code.');
}

/** Whether `link` is an http(s) address on this portal's own origin (PUBLIC_URL). */
export function isOwnLink(publicUrl: string, link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === new URL(publicUrl).origin && !url.username && !url.password
  );
}

/** GET /v1/generate/qr-code: a QR code of a link to this portal (anything else is 400: no open QR generator). */
export async function qrCodeOf(ctx: Ctx, input: { data: string }): Promise<string> {
  if (!isOwnLink(ctx.config.publicUrl, input.data))
    throw new BadRequestError('Only links to this portal can be turned into a QR code.', ['certificates.qrForeignLink']);
  return qrDataUrl(input.data);
}
