// The home hero slider (spec working areas §2 Home, §9): the active hero picture for the member's club plus up to 5
// sticky news. Loaded lazily (with the carousel library and its stylesheet), so no other page carries it.
// It moves on by itself every 7000 ms, except while the pointer is over it, while anything in it has focus, while the
// member has paused it (WCAG 2.2.2), when the system asks for reduced motion, or while the tab is hidden.
// Keyboard: Tab reaches the controls, the slide links and the dots; the arrow keys move when focus is inside.
import { useEffect, useRef, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { ActionIcon, Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { EmblaCarouselType } from 'embla-carousel';
import type { Content } from '@club/contract/content';
import { timers } from '@club/contract/constants';
import { paths } from '../../../config/paths';
import { ContentPicture } from '../../../components/content/content-picture';
import { heroHeight } from './hero-size';

export default function HeroSlider({ slides }: { slides: Content[] }) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLElement>(null);
  // The other slides' pictures wait for the first one: they are beside it (lazy loading does not hold them back), and
  // on a phone's connection they would share its bandwidth and delay the first screen's largest picture. Until then a
  // slide shows its text on the brand colour; the first move is 7 s away.
  const [firstArrived, setFirstArrived] = useState(!slides[0]?.media);
  const moving = !reduced && !paused && !hovered && !focused && slides.length > 1;

  useEffect(() => {
    if (!embla || !moving) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, timers.carouselMs);
    return () => window.clearInterval(timer);
  }, [embla, moving]);

  const total = slides.length;
  // Mantine names the dots' tab list "Slides" in English and offers no prop for it: name it in the member's language.
  const dotsLabel = intl.formatMessage({ id: 'home.hero.dots' });
  useEffect(() => {
    root.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', dotsLabel);
  }, [dotsLabel, embla]);
  return (
    <Box
      component="section"
      ref={root}
      pos="relative"
      aria-roledescription={intl.formatMessage({ id: 'home.hero.carousel' })}
      aria-label={intl.formatMessage({ id: 'home.hero.label' })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="hero-slider"
      data-autoplay={moving ? 'on' : 'off'}
    >
      <Carousel
        height={heroHeight}
        withIndicators={total > 1}
        withControls={total > 1}
        emblaOptions={{ loop: true, duration: reduced ? 1 : 25 }}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': intl.formatMessage({ id: 'home.hero.previous' }) }}
        nextControlProps={{ 'aria-label': intl.formatMessage({ id: 'home.hero.next' }) }}
        getIndicatorProps={(i) => ({
          'aria-label': intl.formatMessage({ id: 'home.hero.goTo' }, { n: i + 1, total }),
        })}
        styles={{ root: { borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' } }}
      >
        {slides.map((s, i) => (
          <Carousel.Slide
            key={s.uuid}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'home.hero.slide' })}
            aria-label={intl.formatMessage({ id: 'home.hero.position' }, { n: i + 1, total })}
          >
            <Box pos="relative" h="100%" bg="brand.9">
              {s.media && (i === 0 || firstArrived) ? (
                <Box pos="absolute" inset={0} style={{ overflow: 'hidden' }}>
                  <ContentPicture
                    image={s.media}
                    alt=""
                    fill
                    sizes="(min-width: 75em) 1200px, 100vw"
                    priority={i === 0}
                    onSettled={i === 0 ? () => setFirstArrived(true) : undefined}
                  />
                </Box>
              ) : null}
              <Box
                pos="absolute"
                inset={0}
                style={{ background: 'linear-gradient(90deg, rgba(6,44,82,.88) 0%, rgba(6,44,82,.6) 45%, rgba(6,44,82,0) 80%)' }}
              />
              <Stack pos="relative" h="100%" justify="flex-end" gap={6} p={{ base: 'md', sm: 'xl' }} pb={{ base: 40, sm: 48 }} maw={620}>
                <Title order={2} c="white" fz={{ base: 20, sm: 30 }} lh={1.2}>
                  {s.content.title}
                </Title>
                <Text c="white" fz={{ base: 'sm', sm: 'md' }} lineClamp={2}>
                  {s.content.excerpt}
                </Text>
                {s.type === 'news' ? (
                  <Anchor component={Link} to={paths.newsItem(s.uuid)} c="white" fw={700} td="underline">
                    {intl.formatMessage({ id: 'home.hero.readMore' })}
                  </Anchor>
                ) : s.content.link ? (
                  <Anchor component={Link} to={s.content.link.href} c="white" fw={700} td="underline">
                    {s.content.link.label}
                  </Anchor>
                ) : null}
              </Stack>
            </Box>
          </Carousel.Slide>
        ))}
      </Carousel>
      {total > 1 && !reduced ? (
        <ActionIcon
          pos="absolute"
          top={12}
          right={12}
          variant="white"
          color="dark"
          radius="xl"
          size="lg"
          onClick={() => setPaused((p) => !p)}
          aria-label={intl.formatMessage({ id: paused ? 'home.hero.play' : 'home.hero.pause' })}
          aria-pressed={paused}
        >
          {paused ? <IconPlayerPlayFilled size={16} aria-hidden /> : <IconPlayerPauseFilled size={16} aria-hidden />}
        </ActionIcon>
      ) : null}
    </Box>
  );
}
