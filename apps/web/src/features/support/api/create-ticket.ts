// POST /v1/support: a new ticket (title and message required) with the client's info.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTicketBody, SupportTicket } from '@club/contract/support';
import { api } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export function createTicket(body: NewTicketBody): Promise<SupportTicket> {
  return api<SupportTicket>('/v1/support', { method: 'POST', body });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.lists() }) });
}
