// GET /v2/company/validate: is this email, phone (per region) or registration number still free? (spec §5, §7)
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidateQuery, ValidateResponse } from '@club/contract/registration';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UniqueField = 'email' | 'phone' | 'registration_number' | 'registration_number_2';

/** One verdict per (field, value, region): a detail of the "company-validate" resource. */
export const companyValidateKeys = queryKeys('company-validate');

export function validateCompany(
  field: UniqueField,
  value: string,
  regionId: number | null,
  signal?: AbortSignal,
): Promise<ValidateResponse> {
  const query: ValidateQuery = { [field]: value };
  if (field !== 'email' && regionId !== null) query.region_id = regionId;
  return api<ValidateResponse>('/v2/company/validate', { query, anonymous: true, signal });
}

/** One verdict per value: the query cache means a value already checked is not asked again. */
export const validateCompanyQueryOptions = (field: UniqueField, value: string, regionId: number | null) =>
  queryOptions({
    queryKey: companyValidateKeys.detail({ field, value, regionId }),
    queryFn: ({ signal }) => validateCompany(field, value, regionId, signal),
  });

export function useValidateCompany(field: UniqueField, value: string, regionId: number | null, enabled: boolean) {
  return useQuery({ ...validateCompanyQueryOptions(field, value, regionId), enabled });
}
