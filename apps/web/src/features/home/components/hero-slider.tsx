// The home hero slider (spec working areas §2 Home, §9): the active hero picture for the member's club plus up to 5
// sticky news. Loaded lazily (with the carousel library and its stylesheet), so no other page carries it.
// It moves on by itself every 7000 ms, except while the pointer is over it, while anything in it has focus, while the
// member has paused it (WCAG 2.2.2), when the system asks for reduced motion, or while the tab is hidden.
// Keyboard: Tab reaches the controls, the slide links and the dots; the arrow keys move when focus is inside.
import { useEffect, useRef, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { ActionIcon, Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { EmblaCarouselType } from 'embla-carousel';
import type { Content } from '@club/contract/content';
import { timers } from '@club/contract/constants';
import { HeroSlide, heroNames, slideNames } from './hero-slide';
import { heroHeight } from './hero-size';

// Home mounts it only once the first slide's picture has been painted (HeroStill in home-hero.tsx): the other slides'
// pictures, which would have shared a phone's bandwidth with it, are asked for from here on.
export default function HeroSlider({ slides }: { slides: Content[] }) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLElement>(null);
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
      {...heroNames(intl)}
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
          <Carousel.Slide key={s.uuid} {...slideNames(intl, i + 1, total)}>
            <HeroSlide slide={s} priority={i === 0} />
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
