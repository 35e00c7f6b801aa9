// Development only: POST /dev/shop/variants/{uuid} sets a variant's price or stock, as staff will in the console, so
// an end-to-end journey can change a price between the cart and placing (issue 13: the change is shown, never
// silently charged). Never registered in production (modules/index.ts `devOnly`).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import type { AppDeps, ModulePlugin } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { updateVariant } from '../shop/service.ts';

export const devVariantBodySchema = z
  .object({
    price: z.number().int().min(0).max(10_000_000).optional(),
    stock: z.number().int().min(0).max(10_000_000).optional(),
  })
  .refine((b) => b.price !== undefined || b.stock !== undefined, 'price or stock');

const routes: ModulePlugin = async (app, { deps }: { deps: AppDeps }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/shop/variants/:uuid',
    {
      schema: {
        hide: true,
        params: z.object({ uuid: z.uuid() }),
        body: devVariantBodySchema,
        response: {
          200: z.object({ uuid: z.uuid(), price: z.number().int(), stock: z.number().int() }),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const row = await updateVariant(deps.db, request.params.uuid, request.body);
      if (!row) throw new NotFoundError();
      return { uuid: row.uuid, price: row.price, stock: row.stock };
    },
  );
};
export default routes;
