// POST /v1/support/{uuid}/chat: the member's reply (a message is required); it joins the conversation at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, SupportMessage } from '@club/contract/support';
import { api } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export function reply({ uuid, message }: { uuid: string; message: string }): Promise<SupportMessage> {
  return api<SupportMessage>(`/v1/support/${uuid}/chat`, { method: 'POST', body: { message } });
}

export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reply,
    onSuccess: (message, { uuid }) => {
      queryClient.setQueryData<Chat>(supportKeys.detail(uuid), (chat) => (chat ? { ...chat, data: [...chat.data, message] } : chat));
      void queryClient.invalidateQueries({ queryKey: supportKeys.detail(uuid) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
