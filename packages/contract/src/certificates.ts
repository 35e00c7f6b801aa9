// Certificates (spec working areas §3 Certificate, §7; decision 0060): what a company has earned ("Certified installer
// 2026"), the homeowner's warranty certificate of a closed project, their PDFs, and the public check of a certificate's
// QR code.
// GET /v1/behaviour/certificates                              { data: Certificate[] } — the caller's company's, newest first
// GET /v1/certificates/{uuid}/{company_uuid}/certificate.pdf   the certificate as a PDF (caller's company only)
// GET /v1/project/{uuid}/warranty.pdf                          a closed project's warranty certificate for the homeowner
// GET /v1/generate/qr-code?data=<link>                         { data: { data: <PNG data URL> } } — links to this portal only
// GET /v1/verify/{code}                                        { data: { genuine: true, kind } } — public; unknown code → 404
import { z } from 'zod';
import { uuidSchema } from './common.ts';

/** The slugs of certificates a company can earn. */
export const certificateSlugs = { certifiedInstaller: 'certified-installer' } as const;

/** Certificate (spec §3). `longevity` is how long it is valid, in months; `expires_on` the last valid day (YYYY-MM-DD). */
export const certificateSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  slug: z.string(),
  longevity: z.number().int(),
  expires_on: z.string(),
  /** The calendar year it certifies. */
  year: z.number().int(),
  earned_at: z.iso.datetime(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.object({ data: z.array(certificateSchema) });
export type CertificateList = z.infer<typeof certificateListSchema>;

export const certificatePdfParamsSchema = z.object({ uuid: uuidSchema, company_uuid: uuidSchema });

export { certificatePdfPath, verifyPagePath, warrantyPdfPath } from './certificate-paths.ts';

/** Longest link the QR endpoint encodes. */
export const qrLinkMax = 1024;
export const qrCodeQuerySchema = z.object({ data: z.string().min(1).max(qrLinkMax) });
export const qrCodeSchema = z.object({ data: z.object({ data: z.string() }) });
export type QrCode = z.infer<typeof qrCodeSchema>;

/** The code printed as a QR on a certificate: 22 url-safe characters (128 random bits). */
export const verificationCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
/** Any text is asked about; only a real code is genuine (a malformed one answers 404 like an unknown one). */
export const verifyParamsSchema = z.object({ code: z.string().min(1).max(64) });
export const verificationKinds = ['warranty', 'certificate'] as const;
export type VerificationKind = (typeof verificationKinds)[number];
/** Only that the document is genuine and which kind it is: nothing about the company, the address or the units. */
export const verificationSchema = z.object({ data: z.object({ genuine: z.literal(true), kind: z.enum(verificationKinds) }) });
export type Verification = z.infer<typeof verificationSchema>;
