// PATCH /v1/edenred/card/verify/{id} { card_serial_number }: the ISSUED card becomes ACTIVE. Success refreshes the
// user (the company's `edenred_card`) and the card (spec §4 Club card status).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardAccount } from '@club/contract/club-card';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session/own-user';
import { cardKeys } from './get-card-account';

export function verifyCard(input: { companyId: number; serial: string }): Promise<CardAccount> {
  return api<CardAccount>(`/v1/edenred/card/verify/${input.companyId}`, {
    method: 'PATCH',
    body: { card_serial_number: input.serial },
  });
}

export function useVerifyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCard,
    onSuccess: (account, input) => {
      queryClient.setQueryData(cardKeys.detail(input.companyId), account);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
}
