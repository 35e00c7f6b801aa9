// Signed access tokens (HS256 JWT, DESIGN §3) and opaque random secrets for refresh tokens and codes.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** user id */
  sub: number;
  /** company id */
  cid: number;
  /** session (refresh chain) id, so a revoked chain can be told apart */
  sid: string;
  iat: number;
  exp: number;
  /** read-only emulation token issued to staff */
  ro?: boolean;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now / 1000);
  const exp = iat + ttlSeconds;
  const payload = b64(JSON.stringify({ ...claims, iat, exp }));
  const sig = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return { token: `${HEADER}.${payload}.${sig}`, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired token, or null. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    if (typeof claims.sub !== 'number' || typeof claims.cid !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A numeric one-time code from a CSPRNG, zero-padded. */
export const numericCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
