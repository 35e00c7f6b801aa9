// A header control whose heavy part (a Mantine Menu or Popover: Popover, floating-ui and the focus trap, ~28 kB gzip)
// is not in a page's first load (issue 10). The control first shows a light button that looks and is named the same;
// the heavy part loads when the button is first pointed at, focused or pressed (from the HTTP cache when the page
// prefetched it, lib/prefetch-later.ts) and then takes its place — open if the button was pressed, focused if it was.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** What the heavy part is told when it takes the light button's place. */
export interface LazyPartStart {
  /** Open at once (the light button was pressed before the part had loaded). */
  defaultOpened?: boolean;
  /** Take the focus at once (it replaces the light button, which had it). */
  focusOnMount?: boolean;
}

/** One loaded part, kept for the page's life: later renders show it from their first. */
export interface LazyPartCache<C> {
  current: C | null;
}

/** How long after a touch ends without a click the part may take the light button's place (a click follows at once). */
const afterTouchMs = 400;

export function useLazyPart<C>(
  load: () => Promise<C>,
  cache: LazyPartCache<C>,
): [
  { Part: C; start: LazyPartStart } | null,
  {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
    onFocus: () => void;
    onClick: () => void;
  },
] {
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  /** A finger (or pen) is down on the light button: the part must not take its place under it. */
  const touching = useRef(false);
  /** The part that arrived while a finger was down, shown when it lifts. */
  const waiting = useRef<C | null>(null);
  const [part, setPart] = useState<{ Part: C; start: LazyPartStart } | null>(() =>
    cache.current ? { Part: cache.current, start: {} } : null,
  );
  const show = (Part: C) => {
    const focused = document.activeElement !== null && document.activeElement === ref.current;
    setPart((p) => p ?? { Part, start: { defaultOpened: pressed.current, focusOnMount: focused || pressed.current } });
  };
  const start = () =>
    void load().then((Part) => {
      cache.current = Part;
      if (touching.current) waiting.current = Part;
      else show(Part);
    });
  const press = () => {
    pressed.current = true;
    // The part may have arrived and be waiting to take the light button's place (set, not yet drawn: this press still
    // reached the light button). It was to show closed; it now shows open, with the focus (CI: Enter pressed on the
    // focused light button in between left the menu closed).
    setPart((p) => (p && !p.start.defaultOpened ? { Part: p.Part, start: { defaultOpened: true, focusOnMount: true } } : p));
    start();
  };
  const lift = () => {
    touching.current = false;
    const Part = waiting.current;
    waiting.current = null;
    if (Part) show(Part);
  };
  return [
    part,
    {
      ref,
      onPointerEnter: start,
      onFocus: start,
      // A mouse press counts from the button going down as well as from the click (the keyboard's Enter and Space):
      // when the part arrives between the button going down on the light button and coming up, the click lands on no
      // button at all (seen in CI as a bell that did not open). A finger going down is not a press yet — it may be the
      // start of a scroll — so the part loads but waits for the finger: a tap's click presses it, a scroll (the
      // pointer cancelled) shows it closed.
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse') return press();
        touching.current = true;
        start();
      },
      onPointerUp: (event) => {
        if (event.pointerType !== 'mouse') setTimeout(lift, afterTouchMs);
      },
      onPointerCancel: lift,
      onClick: () => {
        touching.current = false;
        waiting.current = null;
        press();
      },
    },
  ];
}

/**
 * The heavy part's open state. Opened on the frame after its first render rather than on it: by then its button has
 * taken the focus (autoFocus), so a menu remembers it and gives it back on Escape. Opened on the first render, it
 * remembered the light button it replaced, which is gone, and the focus was lost.
 *
 * The third value goes on the part's button as its `onKeyDown`: Escape there closes the open list. Mantine's menus and
 * popovers hear Escape only inside their list, and move the focus into it a task after drawing it; an Escape pressed
 * in between (or with the focus kept on the button) reached the button and the list stayed open (CI of 8a1250c).
 */
export function useOpenedAfterMount(
  defaultOpened: boolean | undefined,
): [boolean, (opened: boolean) => void, (event: KeyboardEvent<HTMLButtonElement>) => void] {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!defaultOpened) return;
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [defaultOpened]);
  const closeOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || !opened) return;
    // Only this list: a drawer or dialog around the header keeps its own Escape for a second press.
    event.stopPropagation();
    setOpened(false);
  };
  return [opened, setOpened, closeOnEscape];
}
