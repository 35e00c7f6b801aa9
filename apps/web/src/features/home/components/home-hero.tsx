// The hero block: the active hero of the member's club (the first one, by position) and up to 5 sticky news as slides.
// The slider's code arrives lazily; until it and the content are there, a box of the same height stands in.
import { lazy, Suspense } from 'react';
import { Box, Paper, Skeleton, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useContentList } from '../../../lib/content/get-content';
import { heroHeight } from './hero-size';
import { homeContent } from '../api/get-home-content';

// Asked for as soon as home's code runs, beside the page's reads, not after them: the first slide's picture is the
// page's largest paint, and it cannot be requested before the slider renders it.
const sliderCode = import('./hero-slider');
const HeroSlider = lazy(() => sliderCode);

function HeroSkeleton() {
  return <Skeleton h={heroHeight} radius="lg" aria-hidden data-testid="hero-skeleton" />;
}

export function HomeHero() {
  const hero = useContentList(homeContent.hero);
  const sticky = useContentList(homeContent.sticky);
  if (hero.isPending || sticky.isPending) return <HeroSkeleton />;
  const slides = [...(hero.data?.data ?? []), ...(sticky.data?.data ?? [])];
  if (!slides.length)
    return (
      <Paper h={heroHeight} radius="lg" bg="brand.8" p="xl">
        <Box maw={560}>
          <Title order={2} c="white" fz={{ base: 22, sm: 30 }}>
            <FormattedMessage id="home.hero.emptyTitle" />
          </Title>
          <Text c="white" mt="xs">
            <FormattedMessage id="home.hero.emptyText" />
          </Text>
        </Box>
      </Paper>
    );
  return (
    <Suspense fallback={<HeroSkeleton />}>
      <HeroSlider slides={slides} />
    </Suspense>
  );
}
