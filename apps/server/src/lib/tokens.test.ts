// The access token check remembers a token's answer (issue 10, decision 0143): what it remembers must never let a
// token through that the check itself would refuse.
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = 'a'.repeat(64);
const now = Date.UTC(2026, 10, 27, 12);

describe('verifyAccessToken', () => {
  it('answers the same claims for a token checked again', () => {
    const { token } = signAccessToken({ sub: 7, cid: 3, sid: 'chain-1' }, secret, 3600, now);
    const first = verifyAccessToken(token, secret, now);
    expect(first).toMatchObject({ sub: 7, cid: 3, sid: 'chain-1' });
    expect(verifyAccessToken(token, secret, now)).toEqual(first);
  });

  it('refuses a remembered token once it has expired, by the caller’s clock', () => {
    const { token } = signAccessToken({ sub: 8, cid: 3, sid: 'chain-2' }, secret, 60, now);
    expect(verifyAccessToken(token, secret, now)).not.toBeNull();
    expect(verifyAccessToken(token, secret, now + 61_000)).toBeNull();
  });

  it('refuses a token whose signature or payload was changed after a good one was checked', () => {
    const { token } = signAccessToken({ sub: 9, cid: 3, sid: 'chain-3' }, secret, 3600, now);
    expect(verifyAccessToken(token, secret, now)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyAccessToken(`${header}.${payload}.${otherSignature}`, secret, now)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ sub: '1', cid: 1, sid: 'chain-3', iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, secret, now)).toBeNull();
  });

  it('refuses a remembered token under another secret', () => {
    const { token } = signAccessToken({ sub: 10, cid: 3, sid: 'chain-4' }, secret, 3600, now);
    expect(verifyAccessToken(token, secret, now)).not.toBeNull();
    expect(verifyAccessToken(token, 'b'.repeat(64), now)).toBeNull();
  });
});
