// /news (spec working areas §2 News, §9): the region's news, newest first, 20 a page (`?page=` in the URL).
import { Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NewsGrid } from '../../components/content/news-grid';
import { Pager } from '../../components/ui/pager';
import { newsPage, useContentList } from '../../lib/content/get-content';
import { pageParam } from '../../lib/page-param';
import { usePageTitle } from '../../lib/use-page-title';

export default function NewsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'news.title' }));
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const news = useContentList(newsPage(page));
  const lastPage = news.data?.meta.last_page ?? 1;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="news.title" />
      </Title>
      <NewsGrid
        items={news.data?.data}
        loading={news.isPending}
        error={news.isError}
        count={8}
        titleOrder={2}
        cols={{ base: 1, xs: 2, md: 3 }}
      />
      {lastPage > 1 ? (
        <Pager
          page={page}
          total={lastPage}
          onChange={(p) => {
            setParams(p > 1 ? { page: String(p) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </Stack>
  );
}
