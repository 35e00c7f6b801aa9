// GET /v1/address/autocomplete?q=&region_id= — address suggestions for the registration (and later project) forms.
// Public and rate-limited per client address. When an external provider fails, the local gazetteer answers instead.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import { addressAutocompleteQuerySchema, addressAutocompleteResponseSchema } from '@club/contract/maps';
import { limits } from '@club/contract/constants';
import { regionById } from '@club/contract/regions';
import type { FastifyRequest } from 'fastify';
import type { AddressAutocompleteQuery } from '@club/contract/maps';
import type { ModuleOptions } from '../../deps.ts';
import { MapsProviderError } from '../../adapters/maps.ts';

/** A person types with a 400 ms debounce: this is several forms' worth per minute. */
export const autocompleteLimit = { max: 120, windowSeconds: 60 } as const;

/** The trimmed query when it is long enough to look up (shorter ones answer an empty list and are not counted). */
function lookupText({ q, region_id }: Pick<AddressAutocompleteQuery, 'q' | 'region_id'>): string | null {
  const query = q.trim();
  return regionById(region_id) && [...query].length >= limits.addressMinChars ? query : null;
}

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { maps: provider, localMaps: local } = deps.adapters;

  app.get(
    '/v1/address/autocomplete',
    {
      schema: {
        tags: ['maps'],
        summary: `Address suggestions for a region; queries shorter than ${limits.addressMinChars} characters answer an empty list`,
        querystring: addressAutocompleteQuerySchema,
        response: { 200: addressAutocompleteResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      config: {
        rateLimits: [
          {
            key: (request: FastifyRequest) =>
              lookupText(request.query as AddressAutocompleteQuery) === null ? null : `maps:ip:${request.ip}`,
            ...autocompleteLimit,
          },
        ],
      },
    },
    async (request) => {
      const { region_id, limit } = request.query;
      const region = regionById(region_id);
      const query = lookupText(request.query);
      if (!region || query === null) return { data: [] };
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
