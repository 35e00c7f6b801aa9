// Address autocomplete (spec access §2, §5; DESIGN §6): GET /v1/address/autocomplete?q=&region_id=.
// Public (registration uses it before sign-in). Queries shorter than `limits.addressMinChars` answer an empty list.
import { z } from 'zod';

export const addressAutocompleteQuerySchema = z.object({
  q: z.string().max(200).default(''),
  region_id: z.coerce.number().int().min(1).max(16),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export type AddressAutocompleteQuery = z.infer<typeof addressAutocompleteQuerySchema>;

/** One suggestion; choosing it fills street, house number (may be empty), postal code and city. */
export const addressSuggestionSchema = z.object({
  label: z.string(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  /** Where it came from: the shipped gazetteer, an address already stored, or an external provider. */
  source: z.enum(['gazetteer', 'stored', 'nominatim', 'google']),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressAutocompleteResponseSchema = z.object({ data: z.array(addressSuggestionSchema) });
export type AddressAutocompleteResponse = z.infer<typeof addressAutocompleteResponseSchema>;
