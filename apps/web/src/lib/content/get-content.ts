// GET /v1/content?content_types=&limit=&options=&page= and GET /v1/content/{uuid}: news, hero slides, videos, resource
// links and shop teasers of the member's region, language and club. Shared by the home, news, rewards and resources
// pages, so it lives beside the session's reads. Cached like the spec says for content: stale after 10 minutes, kept 30.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Content, ContentList, ContentOption, ContentType } from '@club/contract/content';
import { pageSizes, timers } from '@club/contract/constants';
import { api } from '../api-client';
import { useLanguage } from '../i18n';
import { queryKeys } from '../query-keys';

/** Lists by filters (and interface language: the server answers in the member's language), items by uuid. */
export const contentKeys = queryKeys('content');

export interface ContentFilters {
  types: ContentType[];
  limit?: number;
  page?: number;
  options?: ContentOption[];
}

/** A page of /news (the news page and its early read, app/route-data.ts). */
export const newsPage = (page: number): ContentFilters => ({ types: ['news'], limit: pageSizes.news, page });

export function getContentList(f: ContentFilters, signal?: AbortSignal): Promise<ContentList> {
  return api<ContentList>('/v1/content', {
    query: {
      content_types: f.types.join(','),
      limit: f.limit,
      page: f.page && f.page > 1 ? f.page : undefined,
      options: f.options?.length ? f.options.join(',') : undefined,
      visible: 1,
    },
    signal,
  });
}

export function contentListQuery(f: ContentFilters, language: string) {
  return queryOptions({
    queryKey: contentKeys.list({ ...f, language }),
    queryFn: ({ signal }) => getContentList(f, signal),
    staleTime: timers.contentStaleMs,
    gcTime: timers.contentGcMs,
  });
}

/** A page of content; the previous page stays on screen while the next one loads. */
export function useContentList(f: ContentFilters, enabled = true) {
  const { language } = useLanguage();
  return useQuery({ ...contentListQuery(f, language), enabled, placeholderData: keepPreviousData });
}

export function contentItemQuery(uuid: string, language: string) {
  return queryOptions({
    queryKey: contentKeys.detail({ uuid, language }),
    queryFn: ({ signal }) => api<Content>(`/v1/content/${encodeURIComponent(uuid)}`, { signal }),
    staleTime: timers.contentStaleMs,
    gcTime: timers.contentGcMs,
  });
}

export function useContentItem(uuid: string | undefined) {
  const { language } = useLanguage();
  return useQuery({ ...contentItemQuery(uuid ?? '', language), enabled: !!uuid });
}
