// The configured data kept for the checkout under the spec's `msData` storage key (access §3): the subtype as `type`,
// the product and variant, and the data (with the proof) that the marketing order carries.
import { z } from 'zod';
import { storageKeys } from '@club/contract/constants';
import { fileReferenceSchema } from '@club/contract/files';
import { marketingDataSchema, marketingSubtypes } from '@club/contract/marketing';
import { readJson, remove, writeJson } from '../../../lib/storage';

export const msDataSchema = z.object({
  type: z.enum(marketingSubtypes),
  product: z.string(),
  variant: z.string(),
  data: marketingDataSchema.extend({ proof: fileReferenceSchema }),
});
export type MsData = z.infer<typeof msDataSchema>;

export function readMsData(product: string): MsData | null {
  const parsed = msDataSchema.safeParse(readJson<unknown>(storageKeys.msData));
  return parsed.success && parsed.data.product === product ? parsed.data : null;
}
export const writeMsData = (value: MsData) => writeJson(storageKeys.msData, value);
export const clearMsData = () => remove(storageKeys.msData);
