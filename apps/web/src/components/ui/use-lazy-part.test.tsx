// The light button of a lazy header part (the bell, the user and language menus): which gesture counts as a press.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLazyPart, type LazyPartCache, type LazyPartStart } from './use-lazy-part';

type Part = (start: LazyPartStart) => React.ReactNode;

/** A part whose code arrives when the test says so. */
function setup() {
  let arrive!: () => void;
  const code = new Promise<Part>((resolve) => {
    arrive = () => resolve((start) => <button type="button">{start.defaultOpened ? 'Real bell, open' : 'Real bell, closed'}</button>);
  });
  const cache: LazyPartCache<Part> = { current: null };
  function Bell() {
    const [part, trigger] = useLazyPart(() => code, cache);
    if (part) return <>{part.Part(part.start)}</>;
    return (
      <button type="button" {...trigger}>
        Light bell
      </button>
    );
  }
  render(<Bell />);
  return {
    light: screen.getByRole('button', { name: 'Light bell' }),
    arrive: async () => {
      await act(async () => {
        arrive();
        await code;
      });
    },
  };
}

describe('useLazyPart', () => {
  it('a finger that goes down and scrolls away is no press: the part waits for the finger, then shows closed', async () => {
    const { light, arrive } = setup();
    fireEvent.pointerDown(light, { pointerType: 'touch' });
    await arrive();
    // Not under the finger.
    expect(screen.getByRole('button', { name: 'Light bell' })).toBe(light);
    fireEvent.pointerCancel(light, { pointerType: 'touch' });
    expect(await screen.findByRole('button', { name: 'Real bell, closed' })).toBeTruthy();
  });

  it('a tap is a press, whether the part arrives before the finger lifts or after', async () => {
    const first = setup();
    fireEvent.pointerDown(first.light, { pointerType: 'touch' });
    await first.arrive();
    fireEvent.pointerUp(first.light, { pointerType: 'touch' });
    fireEvent.click(first.light);
    expect(await screen.findByRole('button', { name: 'Real bell, open' })).toBeTruthy();
  });

  it('a tap whose part arrives after the click opens it too', async () => {
    const { light, arrive } = setup();
    fireEvent.pointerDown(light, { pointerType: 'touch' });
    fireEvent.pointerUp(light, { pointerType: 'touch' });
    fireEvent.click(light);
    await arrive();
    expect(await screen.findByRole('button', { name: 'Real bell, open' })).toBeTruthy();
  });

  it('a mouse press counts from the button going down (the part may arrive before the click)', async () => {
    const { light, arrive } = setup();
    fireEvent.pointerDown(light, { pointerType: 'mouse' });
    await arrive();
    expect(await screen.findByRole('button', { name: 'Real bell, open' })).toBeTruthy();
  });

  it('pointing at or focusing the light button loads the part, shown closed', async () => {
    const { light, arrive } = setup();
    fireEvent.pointerEnter(light, { pointerType: 'mouse' });
    await arrive();
    expect(await screen.findByRole('button', { name: 'Real bell, closed' })).toBeTruthy();
  });
});
