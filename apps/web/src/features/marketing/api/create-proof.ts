// POST /v1/shop/order/proof { product, data }: the server renders the PDF proof (the printed layout, logo placed).
import { useMutation } from '@tanstack/react-query';
import type { FileReference } from '@club/contract/files';
import type { MarketingData } from '@club/contract/marketing';
import { api } from '../../../lib/api-client';

export function createProof(input: { product: string; data: MarketingData }): Promise<FileReference> {
  return api<FileReference>('/v1/shop/order/proof', { method: 'POST', body: input });
}

export function useCreateProof() {
  return useMutation({ mutationFn: createProof });
}
