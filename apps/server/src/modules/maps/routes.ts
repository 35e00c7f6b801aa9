// GET /v1/address/autocomplete?q=&region_id= — address suggestions for the registration (and later project) forms.
// Public and rate-limited per client address. When an external provider fails, the local gazetteer answers instead.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import { addressAutocompleteQuerySchema, addressAutocompleteResponseSchema } from '@club/contract/maps';
import { limits } from '@club/contract/constants';
import { regionById } from '@club/contract/regions';
import type { ModuleOptions } from '../index.ts';
import { createMapsProvider, MapsProviderError, type MapsProvider } from '../../adapters/maps.ts';
import { createLocalMaps } from '../../adapters/maps-local.ts';
import { hit } from '../rate-limit/service.ts';

/** A person types with a 400 ms debounce: this is several forms' worth per minute. */
export const autocompleteLimit = { max: 120, windowSeconds: 60 } as const;

const routes: FastifyPluginAsyncZod<ModuleOptions & { maps?: MapsProvider }> = async (app, { deps, maps }) => {
  const provider = maps ?? createMapsProvider(deps.config.maps, { db: deps.db, publicUrl: deps.config.publicUrl });
  const local = provider.name === 'local' ? provider : createLocalMaps(deps.db);

  app.get(
    '/v1/address/autocomplete',
    {
      schema: {
        tags: ['maps'],
        summary: `Address suggestions for a region; queries shorter than ${limits.addressMinChars} characters answer an empty list`,
        querystring: addressAutocompleteQuerySchema,
        response: { 200: addressAutocompleteResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { q, region_id, limit } = request.query;
      const region = regionById(region_id);
      if (!region) return { data: [] };
      const query = q.trim();
      if ([...query].length < limits.addressMinChars) return { data: [] };
      await hit(deps.db, { key: `maps:ip:${request.ip}`, ...autocompleteLimit }, deps.now());
      const lookup = { query, regionId: region.id, countryCode: region.code, language: region.language, limit };
      try {
        return { data: await provider.suggest(lookup) };
      } catch (error) {
        if (!(error instanceof MapsProviderError)) throw error;
        request.log.warn({ provider: provider.name, error: error.message }, 'maps provider failed; answering from the local gazetteer');
        return { data: await local.suggest(lookup) };
      }
    },
  );
};
export default routes;
