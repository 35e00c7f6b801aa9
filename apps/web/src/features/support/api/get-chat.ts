// GET /v1/support/{uuid}/chat?limit=1000: the ticket and its messages. New staff replies arrive without a reload: the
// conversation is asked again every 15 s while the page is visible (TanStack Query pauses the interval in a hidden
// tab; decision 0067 — polling, not server-sent events).
import { useQuery } from '@tanstack/react-query';
import type { Chat } from '@club/contract/support';
import { supportLimits } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export const chatPollMs = 15_000;

export function getChat(uuid: string, signal?: AbortSignal): Promise<Chat> {
  return api<Chat>(`/v1/support/${uuid}/chat`, { query: { limit: supportLimits.chatLimit }, signal });
}

export function useChat(uuid: string) {
  return useQuery({
    queryKey: supportKeys.detail(uuid),
    queryFn: ({ signal }) => getChat(uuid, signal),
    refetchInterval: chatPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
