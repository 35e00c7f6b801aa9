import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { build, type TestApp } from '../../test/app.ts';
import { createUser, signIn, signedInOwner } from '../../test/factories.ts';

function form(data: Buffer, filename: string) {
  const boundary = `----club${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
const upload = (t: TestApp, headers: Record<string, string>, uuid: string, data: Buffer, filename = 'me.png') => {
  const body = form(data, filename);
  return t.app.inject({
    method: 'POST',
    url: `/v1/company/user/${uuid}/avatar`,
    headers: { ...headers, 'content-type': body.type },
    payload: body.payload,
  });
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e6fd9' } })
    .png()
    .toBuffer();

describe('POST/DELETE /v1/company/user/{uuid}/avatar', () => {
  it('uploads a PNG (scaled, re-encoded), replaces it, removes it; the old files are deleted', async () => {
    const t = await build();
    const { user, headers } = await signedInOwner(t);
    const first = await upload(t, headers, user.uuid, await png(1200, 800));
    expect(first.statusCode).toBe(200);
    const path = first.json().avatar as string;
    expect(path).toMatch(/^\/files\/[0-9a-f-]{36}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: path, headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(512);
    const second = await upload(
      t,
      headers,
      user.uuid,
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      'me.jpg',
    );
    expect(second.json().avatar).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: path, headers })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/v1/company/user/${user.uuid}/avatar`, headers });
    expect(removed.json().avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.json().avatar, headers })).statusCode).toBe(404);
  });

  it('refuses anything but PNG or JPEG by its bytes (415), whatever its name', async () => {
    const t = await build();
    const { user, headers } = await signedInOwner(t);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const res = await upload(t, headers, user.uuid, gif, 'me.png');
    expect(res.statusCode).toBe(415);
    const text = await upload(t, headers, user.uuid, Buffer.from('hello, not an image'), 'me.jpg');
    expect(text.statusCode).toBe(415);
  });

  it("another user's uuid (a colleague's or another company's) is 404 and stores nothing", async () => {
    const t = await build();
    const { company, headers } = await signedInOwner(t);
    const colleague = await createUser(t.db, company, { role: 4 });
    const other = await signedInOwner(t);
    for (const uuid of [colleague.uuid, other.user.uuid]) {
      expect((await upload(t, headers, uuid, await png(20, 20))).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/v1/company/user/${uuid}/avatar`, headers })).statusCode).toBe(404);
    }
    // The colleague may set their own.
    const own = await upload(t, (await signIn(t, colleague)).headers, colleague.uuid, await png(20, 20));
    expect(own.statusCode).toBe(200);
  });
});
