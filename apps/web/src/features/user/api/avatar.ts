// The own avatar (spec working areas §5 Avatar, §7): POST /v1/company/user/{uuid}/avatar (multipart field `file`) and
// DELETE; both answer the fresh own user. The picture itself is a company file behind the bearer token, so it is read
// with the token and shown from a blob URL.
import { useEffect, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfUser } from '@club/contract/company';
import { api, ApiError } from '../../../lib/api-client';
import { ownUserKey } from '../../../lib/session/own-user';
import { tokenStore } from '../../../lib/session/token';

function bearer(): Record<string, string> {
  const token = tokenStore.get()?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

export async function uploadAvatar({ userUuid, file }: { userUuid: string; file: File }): Promise<SelfUser> {
  // Warm the session first (the shared client refreshes a token about to expire); FormData needs its own fetch.
  await api('/v1/company/user/self');
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`/v1/company/user/${userUuid}/avatar`, { method: 'POST', headers: bearer(), body: form });
  const body: unknown = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(res.status, body as ConstructorParameters<typeof ApiError>[1]);
  return body as SelfUser;
}

export function removeAvatar(userUuid: string): Promise<SelfUser> {
  return api<SelfUser>(`/v1/company/user/${userUuid}/avatar`, { method: 'DELETE' });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (user) => queryClient.setQueryData(ownUserKey, user) });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAvatar, onSuccess: (user) => queryClient.setQueryData(ownUserKey, user) });
}

/** A blob URL of the stored picture (`/files/…`), or undefined while loading or when there is none. */
export function useAvatarUrl(path: string | null): string | undefined {
  const image = useQuery({
    queryKey: ['avatar', path],
    enabled: path !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const res = await fetch(path ?? '', { headers: bearer(), signal });
      if (!res.ok) throw new ApiError(res.status, {});
      return res.blob();
    },
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : undefined), [image.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return path === null ? undefined : url;
}
