// Certificate links shared by the server and the web; no zod here (the web imports it on first load).

/** The PDF path of a certificate: static-looking, by certificate uuid plus company uuid (spec §7). */
export const certificatePdfPath = (certificateUuid: string, companyUuid: string) =>
  `/v1/certificates/${certificateUuid}/${companyUuid}/certificate.pdf`;
export const warrantyPdfPath = (projectUuid: string) => `/v1/project/${projectUuid}/warranty.pdf`;

/** The public page a certificate's QR code opens. */
export const verifyPagePath = (code: string) => `/verify/${code}`;
