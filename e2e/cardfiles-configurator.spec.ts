// The marketing configurator journey (issue 14), at 360 and 1280 px: a flyer with 6 services and an uploaded logo,
// the live preview, the server's PDF proof downloaded (its first page rendered with pdftoppm, its text read with
// pdftotext: the company name is on it), confirmed and ordered through the checkout; the order shows the entered data
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
    await checkState(page, `configurator-filled-${width}`);

    // The proof: made by the server, downloaded, read back.
    await page.getByRole('button', { name: 'Create the PDF proof' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proof-download').click()]);
    const dir = mkdtempSync(join(tmpdir(), 'club-proof-'));
    const pdf = join(dir, 'proof.pdf');
    await download.saveAs(pdf);
    expect(download.suggestedFilename()).toBe('proof-flyer-services.pdf');
    expect(execFileSync('pdftotext', [pdf, '-']).toString()).toContain(company);
    const shotsDir = process.env.SHOTS_DIR;
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
      join(shotsDir ?? dir, `configurator-proof-${width}`),
    ]);
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
