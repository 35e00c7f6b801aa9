// A form's rules fetched on first use: once, shared, tried again after a failure, and a failure the person can see.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from './on-demand';

describe('onDemand', () => {
  it('fetches the module once however often it is asked for, and the prefetch is the same fetch', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const rules = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    rules.prefetch();
    const [a, b] = await Promise.all([rules(), rules()]);
    expect(a).toEqual({ answer: 42 });
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch, and a failed prefetch is not an unhandled rejection', async () => {
    const load = vi.fn<() => Promise<{ ok: true }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ok: true });
    const rules = onDemand(load);
    rules.prefetch();
    await expect(rules()).rejects.toThrow('offline');
    await expect(rules()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">Something went wrong</p> : this.props.children;
  }
}

function Form({ rules }: { rules: ReturnType<typeof onDemand<{ check: (v: string) => string }>> }) {
  const withRules = useOnDemand(rules);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        withRules(({ check }) => {
          document.title = check('typed');
        });
      }}
    >
      <button type="submit">Save</button>
    </form>
  );
}

describe('useOnDemand', () => {
  it('runs the handler with the module once it is there', async () => {
    const rules = onDemand(() => Promise.resolve({ check: (v: string) => `checked ${v}` }));
    render(<Form rules={rules} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(document.title).toBe('checked typed'));
  });

  it('shows the error screen when the module cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rules = onDemand<{ check: (v: string) => string }>(() => Promise.reject(new Error('gone')));
    render(
      <Boundary>
        <Form rules={rules} />
      </Boundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
