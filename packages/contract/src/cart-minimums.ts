// GET /v2/cart's answer as the server sends it: the refresh plus each vendor's minimum order in points in the
// caller's region, as checkout enforces it now (staff edit it; decision 0115). A file of its own so the web, which only
// needs the type (shop.ts `CartRefresh`), loads no extra schema code on its first load (its budgets).
import { z } from 'zod';
import { vendors } from './constants.ts';
import { cartRefreshSchema } from './shop.ts';

export const cartRefreshResponseSchema = cartRefreshSchema.extend({
  minimums: z.partialRecord(z.enum(vendors), z.number().int()).optional(),
});
