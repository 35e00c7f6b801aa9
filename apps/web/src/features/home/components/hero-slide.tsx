// One hero slide's content (the picture, the shade and the text), and the hero's first slide on its own, drawn before
// the carousel: the first slide's picture is home's largest paint, and the carousel's code measures the page when it
// starts (a forced layout of the whole first screen, ~170 ms on a slow phone). So the picture is asked for and painted
// from this still slide, in home's own code, and the carousel takes its place once the picture has been painted
// (issue 10). Both have the same box, so nothing moves when the carousel arrives.
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { Content } from '@club/contract/content';
import { paths } from '../../../config/paths';
import { ContentPicture } from '../../../components/content/content-picture';
import { heroHeight } from './hero-size';

/** The shade that keeps the white text readable over any picture. */
const shade = 'linear-gradient(90deg, rgba(6,44,82,.88) 0%, rgba(6,44,82,.6) 45%, rgba(6,44,82,0) 80%)';

/** The hero's names for assistive technology, the same on the still slide and the carousel. */
export function heroNames(intl: IntlShape) {
  return {
    'aria-roledescription': intl.formatMessage({ id: 'home.hero.carousel' }),
    'aria-label': intl.formatMessage({ id: 'home.hero.label' }),
  };
}

/** A slide's role and names ("1 of 4"). */
export function slideNames(intl: IntlShape, n: number, total: number) {
  return {
    role: 'group',
    'aria-roledescription': intl.formatMessage({ id: 'home.hero.slide' }),
    'aria-label': intl.formatMessage({ id: 'home.hero.position' }, { n, total }),
  };
}

export function HeroSlide({ slide, priority = false, onSettled }: { slide: Content; priority?: boolean; onSettled?: () => void }) {
  const intl = useIntl();
  return (
    <Box pos="relative" h="100%" bg="brand.9">
      {slide.media ? (
        <Box pos="absolute" inset={0} style={{ overflow: 'hidden' }}>
          <ContentPicture
            image={slide.media}
            alt=""
            fill
            sizes="(min-width: 75em) 1200px, 100vw"
            priority={priority}
            onSettled={onSettled}
          />
        </Box>
      ) : null}
      <Box pos="absolute" inset={0} style={{ background: shade }} />
      <Stack pos="relative" h="100%" justify="flex-end" gap={6} p={{ base: 'md', sm: 'xl' }} pb={{ base: 40, sm: 48 }} maw={620}>
        <Title order={2} c="white" fz={{ base: 20, sm: 30 }} lh={1.2}>
          {slide.content.title}
        </Title>
        <Text c="white" fz={{ base: 'sm', sm: 'md' }} lineClamp={2}>
          {slide.content.excerpt}
        </Text>
        {slide.type === 'news' ? (
          <Anchor component={Link} to={paths.newsItem(slide.uuid)} c="white" fw={700} td="underline">
            {intl.formatMessage({ id: 'home.hero.readMore' })}
          </Anchor>
        ) : slide.content.link ? (
          <Anchor component={Link} to={slide.content.link.href} c="white" fw={700} td="underline">
            {slide.content.link.label}
          </Anchor>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The first slide alone, in the slider's box and with its names, until the carousel takes over. */
export function HeroStill({ slides, onSettled }: { slides: Content[]; onSettled?: () => void }) {
  const intl = useIntl();
  const first = slides[0];
  if (!first) return null;
  return (
    <Box component="section" {...heroNames(intl)} data-testid="hero-slider" data-autoplay="off">
      <Box h={heroHeight} style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
        <div {...slideNames(intl, 1, slides.length)} style={{ height: '100%' }}>
          <HeroSlide slide={first} priority onSettled={onSettled} />
        </div>
      </Box>
    </Box>
  );
}
