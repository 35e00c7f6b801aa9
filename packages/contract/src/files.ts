// Uploaded files (DESIGN §9 Files): what an upload answers and the limits the web shows before sending.
import { z } from 'zod';

// The limits live with the other constants (no zod there: a page shows them without loading the schemas).
export { avatarAccept, avatarMaxBytes, logoAccept, logoExtensions, logoMaxBytes } from './constants.ts';

/** A stored file as an order or a profile refers to it: `path` is `/files/<uuid>.<ext>`. */
export const fileReferenceSchema = z.object({
  path: z.string().regex(/^\/files\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/),
  originalName: z.string().max(255),
});
export type FileReference = z.infer<typeof fileReferenceSchema>;

export const fileNameParamsSchema = z.object({
  name: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, 'validation.invalid'),
});
export const fileQuerySchema = z.object({ download: z.enum(['1']).optional() });
