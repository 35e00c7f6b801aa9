// Uploaded files (DESIGN §9 Files): what an upload answers and the limits the web shows before sending.
import { z } from 'zod';

/** A stored file as an order or a profile refers to it: `path` is `/files/<uuid>.<ext>`. */
export const fileReferenceSchema = z.object({
  path: z.string().regex(/^\/files\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/),
  originalName: z.string().max(255),
});
export type FileReference = z.infer<typeof fileReferenceSchema>;

/** Logo for marketing material (spec working-areas §5 Configurator, §9): 10,000,000 bytes. */
export const logoMaxBytes = 10_000_000;
/** The extensions the logo hint lists; the server decides the type by the bytes, not by these. */
export const logoExtensions = ['jpg', 'jpeg', 'png', 'svg', 'tif', 'tiff', 'psd', 'pdf', 'ps', 'eps', 'ai', 'zip'] as const;
/** What a file input may offer (a hint to the device; the server checks the bytes). */
export const logoAccept = logoExtensions.map((e) => `.${e}`).join(',');

/** Avatar (spec §5): png or jpeg, 5 MB. */
export const avatarMaxBytes = 5_000_000;
export const avatarAccept = 'image/png,image/jpeg';

export const fileNameParamsSchema = z.object({
  name: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, 'validation.invalid'),
});
export const fileQuerySchema = z.object({ download: z.enum(['1']).optional() });
