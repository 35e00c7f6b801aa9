// Journey: a unit scanned with the camera. Chromium's fake camera plays a video of the unit's label QR (a URL ending
// in /p/<serial>); with no native BarcodeDetector on Linux the page decodes it with ZXing's WebAssembly, served by our
// own server, and the unit is added with its name.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import QRCode from 'qrcode';
import { preferEnglish, signInByEmail } from './login-helpers';
import { look } from './look';
import type { DemoSerial } from './projects-helpers';

/** A one-frame Y4M video (what Chromium's fake camera plays) of a QR code of `text`, black on white. */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const scale = Math.floor(400 / (n + 8));
  const left = Math.floor((width - n * scale) / 2);
  const top = Math.floor((height - n * scale) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < scale; dy++)
          y.fill(16, (top + r * scale + dy) * width + left + c * scale, (top + r * scale + dy) * width + left + (c + 1) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = join(mkdtempSync(join(tmpdir(), 'club-qr-')), 'label.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma]));
  return file;
}

const test = base.extend<object, { unit: DemoSerial & { video: string } }>({
  unit: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; none here.
    async ({}, use) => {
      const origin = `http://localhost:${process.env.E2E_PORT ?? 3311}`;
      const serials = (await (await fetch(`${origin}/dev/serials.json`)).json()) as DemoSerial[];
      // From the end of the list: the other projects journey takes serials from its start.
      const unit = serials.at(-1);
      if (!unit) throw new Error('no free demo serial');
      await use({ ...unit, video: qrVideo(`https://club.example.com/p/${unit.serial_number}`) });
    },
    { scope: 'worker' },
  ],
  launchOptions: async ({ launchOptions, unit }, use) => {
    await use({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${unit.video}`,
      ],
    });
  },
});

test('a unit scanned with the camera is added with its name', async ({ page, context, request, unit }) => {
  await context.grantPermissions(['camera']);
  await preferEnglish(page);
  await signInByEmail(page, 'lucian.ionescu@example.ro');
  const token = JSON.parse(String(await page.evaluate('localStorage.getItem("token")'))) as { token: string };
  const created = await request.post('/v1/project', {
    headers: { authorization: `Bearer ${token.token}` },
    data: { name: 'Proiect', streetName: 'Strada Lipscani 12', city: 'București', postalCode: '030031' },
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };

  await page.goto(`/projects/${uuid}/scan`);
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByLabel('Camera view')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Added: ${unit.name} (${unit.serial_number})` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('list', { name: 'Scanned products' }).getByText(unit.serial_number)).toHaveCount(1);
  await look(page, 'projects-camera');
});
