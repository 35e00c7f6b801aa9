// Home `/` (spec working areas §2 Home, §4, §6, §9), in the spec's order: the hero slider; the expiring-points warning;
// the welcome-points banner (first visit; clears `firstTime`); the club card banner; the verify-email warning; the
// tiles to the shop, projects and balance; summary cards (decor roles: no tier and reward cards); the region's base
// points; two voucher teasers; the sticky shop teasers, 4 news and 4 tutorial videos.
// Layout stability (CLS ≤ 0.05): the hero keeps a box of its final height from the first paint; the notices, tiles and
// cards appear at once, when the own user, points and configuration are known (skeletons of the same size before);
// every later block has a skeleton of its final size.
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Box, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isDecor, limits, pageSizes } from '@club/contract/constants';
import { paths } from '../../config/paths';
import { BasePointsTable } from '../../components/content/base-points-table';
import { NewsGrid } from '../../components/content/news-grid';
import { VideoGrid } from '../../components/content/video-grid';
import { HomeHero } from '../../features/home/components/home-hero';
import { NavTiles } from '../../features/home/components/nav-tiles';
import { ExpiringPointsWarning, VerifyEmailWarning, WelcomePointsBanner } from '../../features/home/components/notices';
import { ShopTeasers } from '../../features/home/components/shop-teasers';
import { SummaryCards } from '../../features/home/components/summary-cards';
import { VoucherTeasers, voucherLink } from '../../features/home/components/voucher-teasers';
import { showExpiringWarning } from '../../features/home/utils/banners';
import { ClubCardBanner } from '../../features/club-card/components/club-card-banner';
import { TierProgress } from '../../features/tiers/components/tier-progress';
import { useContentList } from '../../lib/content/get-content';
import { useRegionConfig } from '../../lib/content/get-region-config';
import { useCompanyPoints } from '../../lib/session/points-summary';
import { useSelf, useUpdateUserOptions } from '../../lib/session/own-user';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { needsVerification } from '../../features/verify/components/verify-email-warning';
import { homeContent } from '../../features/home/api/get-home-content';

function Section({ id, title, more, children }: { id: string; title: ReactNode; more?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="xl" id={id}>
          {title}
        </Title>
        {more}
      </Group>
      {children}
    </Stack>
  );
}

/** The tiles and the cards as grey blocks of the same size, until the member's data is known. */
function UpperSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={78} radius="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={150} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function Home() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  const self = useSelf();
  const user = self.data;
  const points = useCompanyPoints(user?.company.uuid);
  const config = usePublicConfig();
  const regionConfig = useRegionConfig(user?.region.id);
  const updateOptions = useUpdateUserOptions();
  const news = useContentList(homeContent.news);
  const videos = useContentList(homeContent.videos);

  // Whether this visit is the member's first: decided once, when the user arrives, and kept for this visit even after
  // the flag is cleared on the server (the greeting must not flip to "Welcome back" under the reader's eyes).
  const [firstVisit, setFirstVisit] = useState<boolean | null>(null);
  if (user && firstVisit === null) setFirstVisit(user.options.firstTime !== false);
  const cleared = useRef(false);
  const { mutate } = updateOptions;
  useEffect(() => {
    if (!user || !firstVisit || cleared.current || user.options.firstTime === false) return;
    cleared.current = true;
    mutate({ userUuid: user.uuid, options: { firstTime: false } });
  }, [user, firstVisit, mutate]);

  const ready = !!user && !points.isPending && !config.isPending;
  // The blocks below the first screen (base points, vouchers, teasers, news, videos) are drawn in a render and commit
  // of their own, just after the first screen's: one long task on a slow phone becomes two shorter ones, and the
  // hero's picture is asked for after the smaller first commit (issue 10). They start below the fold, so nothing
  // visible moves when they arrive.
  const lowerReady = useDeferredValue(ready, false);
  const first = firstVisit === true;
  const decor = user ? isDecor(user.role.id) : false;
  const summary = points.data;
  const welcomePoints = user
    ? (config.data?.regions.find((r) => r.id === user.region.id)?.welcome_points ?? limits.welcomePointsDefault)
    : 0;

  return (
    <Stack gap="lg">
      {/* A fixed minimum height for the greeting and its placeholder, so the hero below does not move when the name
          arrives (CLS). */}
      <Stack gap={2} mih={{ base: 58, sm: 66 }}>
        {user ? (
          <>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              <FormattedMessage id={first ? 'home.greetingFirst' : 'home.greeting'} values={{ name: user.name }} />
            </Title>
            <Text c="dimmed">
              <FormattedMessage id={first ? 'home.companyFirst' : 'home.company'} values={{ company: user.company.name }} />
            </Text>
          </>
        ) : (
          <div role="status" aria-label={intl.formatMessage({ id: 'shell.loading' })}>
            <Skeleton h={{ base: 28, sm: 34 }} w="50%" />
            <Skeleton h={24} w="70%" mt={4} />
          </div>
        )}
      </Stack>

      <HomeHero />

      {!ready || !user ? (
        // Until the member's data is known nothing below the hero is drawn: the placeholder is a screen high, so the
        // footer stays out of view and nothing visible moves when the notices (their number depends on the data) and
        // the blocks below appear.
        <Box mih="100vh">
          <UpperSkeleton />
        </Box>
      ) : (
        <>
          {summary && showExpiringWarning(new Date(), summary.points.to_expire, user.options.expPtsSeen) ? (
            <ExpiringPointsWarning
              points={summary.points.to_expire}
              busy={updateOptions.isPending}
              onDismiss={() => mutate({ userUuid: user.uuid, options: { expPtsSeen: new Date().toISOString() } })}
            />
          ) : null}
          {first && welcomePoints > 0 ? <WelcomePointsBanner points={welcomePoints} /> : null}
          {summary ? <ClubCardBanner user={user} scansThisYear={summary.scans.current_year} /> : null}
          {needsVerification(user) ? <VerifyEmailWarning email={user.pending_email ?? user.email ?? ''} /> : null}
          <NavTiles />
          <SummaryCards
            summary={summary}
            decor={decor}
            regionId={user.region.id}
            tier={decor ? null : <TierProgress companyId={user.company.id} regionId={user.region.id} />}
          />
        </>
      )}

      {ready && lowerReady && user ? (
        <>
          <Section id="home-base-points" title={<FormattedMessage id="home.basePoints.title" />}>
            <BasePointsTable
              rows={regionConfig.data?.base_points}
              decor={decor}
              loading={regionConfig.isPending}
              error={regionConfig.isError}
              captionId="home-base-points"
            />
          </Section>

          <Section
            id="home-vouchers"
            title={<FormattedMessage id="home.vouchers.title" />}
            more={
              <Anchor component={Link} to={voucherLink} fz="sm" fw={600}>
                <FormattedMessage id="home.vouchers.all" />
              </Anchor>
            }
          >
            <VoucherTeasers regionId={user.region.id} />
          </Section>

          <Section id="home-teasers" title={<FormattedMessage id="home.teasers.title" />}>
            <ShopTeasers />
          </Section>

          <Section
            id="home-news"
            title={<FormattedMessage id="home.news.title" />}
            more={
              <Anchor component={Link} to={paths.news} fz="sm" fw={600}>
                <FormattedMessage id="home.news.all" />
              </Anchor>
            }
          >
            <NewsGrid items={news.data?.data} loading={news.isPending} error={news.isError} count={pageSizes.homeNews} />
          </Section>

          <Section
            id="home-videos"
            title={<FormattedMessage id="home.videos.title" />}
            more={
              <Anchor component={Link} to={paths.resources} fz="sm" fw={600}>
                <FormattedMessage id="home.videos.all" />
              </Anchor>
            }
          >
            <VideoGrid items={videos.data?.data} loading={videos.isPending} error={videos.isError} count={pageSizes.homeVideos} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
