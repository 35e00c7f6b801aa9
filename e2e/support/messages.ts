// Reading what the server sent, from the sinks started in global-setup.ts.
import { expect } from '@playwright/test';
import type { SinkMessage } from './sinks';

export async function sentMessages(): Promise<SinkMessage[]> {
  const res = await fetch(`${process.env.E2E_SINK_URL}/messages`);
  return (await res.json()) as SinkMessage[];
}

/** Waits for a message to `to` sent after `since` and returns the first 5-digit code in it. */
export async function codeSentTo(to: string, since: Date): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const found = (await sentMessages()).filter((m) => m.to.toLowerCase() === to.toLowerCase() && new Date(m.at) >= since).pop();
        code = /\b(\d{5})\b/.exec(found?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{5}$/);
  return code;
}
