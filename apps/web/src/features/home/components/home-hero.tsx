// The hero block: the active hero of the member's club (the first one, by position) and up to 5 sticky news as slides.
// Until the content is there, a box of the same height stands in. The first slide is drawn on its own first (HeroStill,
// in home's code): its picture is home's largest paint and is asked for as soon as the content has answered. The
// carousel, whose code arrives on its own, takes its place once that picture has been painted, so its start (which
// measures the page) does not delay the paint (issue 10). A hero of one slide needs no carousel and keeps the still.
import { useEffect, useState, type ComponentType } from 'react';
import { Box, Paper, Skeleton, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Content } from '@club/contract/content';
import { useContentList } from '../../../lib/content/get-content';
import { heroHeight } from './hero-size';
import { HeroStill } from './hero-slide';
import { homeContent } from '../api/get-home-content';

type Slider = ComponentType<{ slides: Content[] }>;

// Asked for as soon as home's code runs, beside the page's reads. If it cannot be loaded (the connection dropped), the
// still first slide stays.
let loadedSlider: Slider | null = null;
const sliderCode: Promise<Slider | null> = import('./hero-slider').then(
  (m) => (loadedSlider = m.default),
  () => null,
);

/** Calls `done` after the browser has painted the current frame. */
function afterPaint(done: () => void) {
  requestAnimationFrame(() => window.setTimeout(done, 0));
}

function HeroSkeleton() {
  return <Skeleton h={heroHeight} radius="lg" aria-hidden data-testid="hero-skeleton" />;
}

export function HomeHero() {
  const hero = useContentList(homeContent.hero);
  const sticky = useContentList(homeContent.sticky);
  const [Slider, setSlider] = useState<Slider | null>(() => loadedSlider);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (Slider) return;
    let live = true;
    void sliderCode.then((s) => {
      if (live && s) setSlider(() => s);
    });
    return () => {
      live = false;
    };
  }, [Slider]);
  const slides = [...(hero.data?.data ?? []), ...(sticky.data?.data ?? [])];
  const withPicture = !!slides[0]?.media;
  // A first slide without a picture: its text is the paint to wait for.
  useEffect(() => {
    if (slides.length > 0 && !withPicture && !painted) afterPaint(() => setPainted(true));
  }, [slides.length, withPicture, painted]);

  if (hero.isPending || sticky.isPending) return <HeroSkeleton />;
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
  if (slides.length > 1 && painted && Slider) return <Slider slides={slides} />;
  return <HeroStill slides={slides} onSettled={withPicture ? () => afterPaint(() => setPainted(true)) : undefined} />;
}
