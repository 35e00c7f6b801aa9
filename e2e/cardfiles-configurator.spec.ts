// The marketing configurator journey (issue 14), at 360 and 1280 px: a flyer with 6 services and an uploaded logo,
// the live preview with the subtype's cover picture, the server's PDF proof downloaded (its first page rendered with
// pdftoppm and looked at: not blank, the logo's colour in the logo's place, the company name drawn where pdftotext
// finds it, the cover picture across the bottom), confirmed and ordered through the checkout; the order shows the entered data
// with downloads. A business card with 3 services shows the missing-services message. A recommended company's banner:
// the region's slogan filled in, a background picture and its position chosen, seen in the preview with the regional
// badge, both placed in the proof (its images read back with pdf-lib), and the order shows the choice. Axe at every state; screenshots when
// SHOTS_DIR is set.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { checkState } from './look';

test.setTimeout(240_000);

async function marketingProduct(request: APIRequestContext, token: string, name: RegExp): Promise<string> {
  const res = await request.get('/v2/shop/products', {
    params: { type: 'marketing', limit: 50 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as { data: { uuid: string; name: string }[] }).data.find((p) => name.test(p.name));
  if (!found) throw new Error(`no marketing product ${name}`);
  return found.uuid;
}

/** Page 1 of a PDF rendered by pdftoppm at 60 dpi (to `out`.png), and what a test can ask of its pixels. */
async function renderFirstPage(pdf: string, out: string) {
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf, out]);
  const { data, info } = await sharp(`${out}.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const at = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0] as const;
  };
  let notWhite = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (at(x, y).some((c) => c < 235)) notWhite++;
  return {
    width,
    height,
    /** The share of the page that is not white. */
    inkShare: notWhite / (width * height),
    /** The bounding box of the pixels within 40 of `rgb` in every channel, or null. */
    boxOf(rgb: [number, number, number]) {
      let left = width,
        top = height,
        right = -1,
        bottom = -1;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if (at(x, y).every((c, k) => Math.abs(c - (rgb[k] ?? 0)) <= 40)) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
      return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
    },
    /** The share of pixels that are not white in the rows from `fromTop` (a fraction of the height) down. */
    filledBelow(fromTop: number) {
      let filled = 0;
      const y0 = Math.floor(height * fromTop);
      for (let y = y0; y < height; y++) for (let x = 0; x < width; x++) if (at(x, y).some((c) => c < 235)) filled++;
      return filled / ((height - y0) * width);
    },
    /** The share of dark pixels (every channel under 128) inside a box given in PDF points. */
    darkShareIn(box: { xMin: number; yMin: number; xMax: number; yMax: number }) {
      const px = (pt: number) => Math.round((pt * dpi) / 72);
      let dark = 0,
        all = 0;
      for (let y = px(box.yMin); y < Math.min(height, px(box.yMax)); y++)
        for (let x = px(box.xMin); x < Math.min(width, px(box.xMax)); x++, all++) if (at(x, y).every((c) => c < 128)) dark++;
      return all ? dark / all : 0;
    },
  };
}
const dpi = 60;

/** Where pdftotext finds `word` on page 1 (points from the top left), or null. */
function wordBox(pdf: string, word: string) {
  const html = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox', pdf, '-']).toString();
  for (const m of html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g))
    if (m[5] === word) return { xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) };
  return null;
}

for (const width of [360, 1280]) {
  test(`configurator at ${width} px: a flyer with 6 services and a logo, proof, order; a business card short of services`, async ({
    page,
    request,
    login,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const member = await login({ expiringPoints: 500, path: null });
    const token = member.token.token;
    const flyer = await marketingProduct(request, token, /^Ulotki/);
    const company = `Dachy Żuraw ${width}`;

    await page.goto(`/shop/${flyer}`);
    await expect(page.getByRole('heading', { name: 'Design your material' })).toBeVisible();
    // Required fields are there; optional ones are added on demand.
    await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(company);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ewa');
    await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Testowa');
    // Ordering too early: every problem shown, the first errored field focused.
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(page.getByText('Give at least a phone number or an email address.')).toBeVisible();
    await expect(page.getByText('Give at least a short or a long description.')).toBeVisible();
    await expect(page.getByText('Choose the services to show: none is selected.')).toBeVisible();
    await checkState(page, `configurator-errors-${width}`);

    await page.getByRole('button', { name: 'Add: Phone' }).click();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+48 512 345 678');
    await page.getByRole('button', { name: 'Add: Short description' }).click();
    await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Okna dachowe od 1998 roku');
    await expect(page.getByText('Characters left: 55 of 80')).toBeVisible();
    for (const service of [
      'Roof window installation',
      'Window replacement',
      'Free measurement',
      'Flashings and waterproofing',
      'Blinds and awnings',
      'Expert advice',
    ])
      await page.getByRole('checkbox', { name: service }).check();
    await expect(page.getByText('Selected: 6 of 6')).toBeVisible();
    // The selection is capped at 6.
    await expect(page.getByRole('checkbox', { name: 'Insulation' })).toBeDisabled();

    // The logo goes through the files module.
    await page.getByRole('button', { name: 'Add: Logo' }).click();
    await expect(page.getByText(/^Accepted files: jpg, jpeg, png, svg/)).toBeVisible();
    const logo = await sharp({ create: { width: 240, height: 90, channels: 3, background: '#d9480f' } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'logo-firmy.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByTestId('logo-name')).toHaveText('logo-firmy.png');

    // The live preview follows the form.
    const preview = page.getByTestId('marketing-preview');
    await expect(preview).toContainText(company);
    await expect(preview).toContainText('Expert advice');
    await expect(preview.getByRole('img')).toBeVisible();
    // The subtype's cover picture across the preview's bottom, as the proof prints it.
    await expect(preview.getByTestId('marketing-cover')).toBeVisible();
    await expect(preview.getByTestId('marketing-cover')).toHaveAttribute('src', '/media/marketing/flyer-services-cover-s.jpg');
    await checkState(page, `configurator-filled-${width}`);

    // The proof: made by the server, downloaded, read back.
    await page.getByRole('button', { name: 'Create the PDF proof' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proof-download').click()]);
    const dir = mkdtempSync(join(tmpdir(), 'club-proof-'));
    const pdf = join(dir, 'proof.pdf');
    await download.saveAs(pdf);
    expect(download.suggestedFilename()).toBe('proof-flyer-services.pdf');
    expect(execFileSync('pdftotext', [pdf, '-']).toString()).toContain(company);
    // The rendered first page is checked, not only rendered: the logo's colour where the logo goes, and the company
    // name's first word (its place on page 1 from pdftotext -bbox) drawn in dark ink there.
    const rendered = await renderFirstPage(pdf, join(process.env.SHOTS_DIR ?? dir, `configurator-proof-${width}`));
    expect(rendered.inkShare, 'the page is not blank').toBeGreaterThan(0.01);
    const logoBox = rendered.boxOf([0xd9, 0x48, 0x0f]);
    expect(logoBox, 'the logo is on the page').not.toBeNull();
    // 240 × 90 px logo fitted to 40 % of the page width, in the top left quarter.
    expect(logoBox?.width ?? 0).toBeGreaterThan(rendered.width * 0.3);
    expect((logoBox?.width ?? 0) / (logoBox?.height ?? 1)).toBeCloseTo(240 / 90, 0);
    expect(logoBox?.left ?? 1e9).toBeLessThan(rendered.width / 4);
    expect(logoBox?.top ?? 1e9).toBeLessThan(rendered.height / 4);
    // The flyer-services cover picture fills the bottom band (30 % of the width: about a fifth of an A5 page); its
    // pale sky reads as white, its hills do not. Without a cover the band is empty paper (0).
    expect(rendered.filledBelow(0.82), 'the cover picture across the bottom').toBeGreaterThan(0.6);
    const word = company.split(' ')[0] ?? '';
    const place = wordBox(pdf, word);
    expect(place, `"${word}" on page 1`).not.toBeNull();
    if (place) expect(rendered.darkShareIn(place), `"${word}" is drawn`).toBeGreaterThan(0.08);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(page.getByText('Create the PDF proof and confirm it before ordering.')).toBeVisible();
    await page.getByLabel('I have checked the proof: print it like this').check();
    await checkState(page, `configurator-proof-${width}`);
    await page.getByRole('button', { name: 'Order', exact: true }).click();

    // The checkout places a marketing order with the data.
    await expect(page).toHaveURL(new RegExp(`/checkout/${flyer}$`));
    expect(await page.evaluate("JSON.parse(localStorage.getItem('msData') || 'null')?.type")).toBe('flyer-services');
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Check your order' })).toBeVisible();
    await page.getByRole('button', { name: /^Place/ }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('link', { name: 'See my orders' }).click();
    await page.getByRole('link', { name: /^PL-/ }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your design' })).toBeVisible();
    await expect(page.getByText(company)).toBeVisible();
    await expect(page.getByText('Okna dachowe od 1998 roku')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logo: logo-firmy.png' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PDF proof' })).toBeVisible();
    const [logoDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Logo: logo-firmy.png' }).click(),
    ]);
    expect(logoDownload.suggestedFilename()).toBe('logo-firmy.png');
    await checkState(page, `configurator-order-${width}`);

    // A business card (horizontal: 4 services) with 3 services.
    const cards = await marketingProduct(request, token, /^Wizytówki/);
    await page.goto(`/shop/${cards}`);
    await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(company);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ewa');
    await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Testowa');
    await page.getByRole('button', { name: 'Add: Email' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ewa@example.pl');
    for (const service of ['Roof window installation', 'Window replacement', 'Free measurement'])
      await page.getByRole('checkbox', { name: service }).check();
    await expect(page.getByText('Selected: 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Create the PDF proof' }).click();
    await expect(page.getByText('Choose exactly 4 services.')).toBeVisible();
    await expect(page.getByTestId('proof-download')).toHaveCount(0);
    await checkState(page, `configurator-business-card-${width}`);
  });
}

/** The natural width of a loaded picture (0 until it has loaded). */
const loadedWidth = (img: Locator) =>
  img.evaluate((el) => {
    const picture = el as unknown as { complete: boolean; naturalWidth: number };
    return picture.complete ? picture.naturalWidth : 0;
  });

/** The sizes of the pictures on a PDF's first page (width × height, "masked" with a transparency mask). */
async function pdfPictures(file: string): Promise<string[]> {
  const doc = await PDFDocument.load(readFileSync(file));
  const xobjects = doc.getPages()[0]?.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  return (xobjects?.values() ?? []).flatMap((ref) => {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) return [];
    const size = (key: string) => {
      const v = stream.dict.lookup(PDFName.of(key));
      return v instanceof PDFNumber ? v.asNumber() : 0;
    };
    return [`${size('Width')}x${size('Height')}${stream.dict.has(PDFName.of('SMask')) ? ' masked' : ''}`];
  });
}

for (const width of [360, 1280]) {
  test(`configurator at ${width} px: a recommended company's banner with a background picture, in the preview and the proof`, async ({
    page,
    request,
    login,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const member = await login({ expiringPoints: 500, path: null, recommended: true });
    const banner = await marketingProduct(request, member.token.token, /^Baner/);
    await page.goto(`/shop/${banner}`);
    await expect(page.getByRole('heading', { name: 'Design your material' })).toBeVisible();
    // Poland's slogan comes filled in; the user keeps it.
    await expect(page.getByRole('textbox', { name: 'Slogan', exact: true })).toHaveValue('Okna dachowe montowane przez profesjonalistów');
    await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(`Dachy Bocian ${width}`);
    await page.getByRole('button', { name: 'Add: Phone' }).click();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+48 512 345 678');

    // Six pictures served by the portal; the third, its top band.
    const pictures = page.getByRole('radiogroup', { name: 'Background picture' });
    await expect(pictures.getByRole('radio')).toHaveCount(6);
    await pictures.getByRole('radio', { name: 'Background 3' }).click();
    await page.getByRole('radio', { name: 'Top', exact: true }).check();
    const preview = page.getByTestId('marketing-preview');
    await expect(preview).toHaveAttribute('data-background', '/media/marketing/banner-3-s.jpg');
    await expect(preview).toHaveCSS('background-position', '50% 0%');
    await expect(preview).toContainText('Okna dachowe montowane przez profesjonalistów');
    // The recommended company's badge, a real picture of the portal (loaded, not broken).
    const badge = preview.getByRole('img', { name: 'Recommended installer' });
    await badge.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedWidth(badge)).toBe(480);
    const thumbnail = pictures.locator('img').nth(2);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedWidth(thumbnail)).toBe(480);
    await preview.scrollIntoViewIfNeeded();
    await checkState(page, `configurator-banner-${width}`);

    await page.getByRole('button', { name: 'Create the PDF proof' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proof-download').click()]);
    const dir = mkdtempSync(join(tmpdir(), 'club-proof-'));
    const pdf = join(dir, 'proof.pdf');
    await download.saveAs(pdf);
    expect(download.suggestedFilename()).toBe('proof-banner.pdf');
    // The background cut to the banner (297 × 148 mm) and the badge with its transparency.
    expect((await pdfPictures(pdf)).sort()).toEqual(['1600x797', '480x480 masked']);
    // The slogan wraps inside the panel: the words are read as one line.
    const text = execFileSync('pdftotext', [pdf, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain(`Dachy Bocian ${width}`);
    expect(text).toContain('Okna dachowe montowane przez profesjonalistów');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      join(process.env.SHOTS_DIR ?? dir, `configurator-banner-proof-${width}`),
    ]);

    // Ordered, the order keeps the chosen background with the slogan.
    await page.getByLabel('I have checked the proof: print it like this').check();
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${banner}$`));
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('button', { name: /^Place/ }).click();
    await page.getByRole('dialog', { name: 'Thank you!' }).getByRole('link', { name: 'See my orders' }).click();
    await page.getByRole('link', { name: /^PL-/ }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your design' })).toBeVisible();
    await expect(page.getByText('Background 3, Top')).toBeVisible();
    await expect(page.getByText('Okna dachowe montowane przez profesjonalistów')).toBeVisible();
    await checkState(page, `configurator-banner-order-${width}`);
  });
}
