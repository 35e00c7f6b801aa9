// Signed access tokens (HS256 JWT through `jose`, DESIGN §3; docs/decisions/0011-access-tokens-jose.md) and opaque
// random secrets for refresh tokens and codes.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

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

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + ttlSeconds;
  const { sub, ...rest } = claims;
  // RFC 7519 makes `sub` a string; `verifyAccessToken` answers it as the user id number.
  const token = await new SignJWT({ ...rest, sub: String(sub), iat, exp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(token: string, secret: string, now = Date.now()): Promise<AccessClaims | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      clockTolerance: 0,
      requiredClaims: ['exp', 'sub', 'cid', 'sid'],
    }));
  } catch {
    return null;
  }
  const { sub: subject, cid, sid, iat, exp, ro } = payload as Record<string, unknown>;
  // Tokens signed before jose carried the number itself; they are accepted until they expire (60 minutes).
  const sub = typeof subject === 'string' && /^[1-9][0-9]{0,15}$/.test(subject) ? Number(subject) : subject;
  if (typeof sub !== 'number' || typeof cid !== 'number' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  // jose accepts a token until the second after `exp`; ours end at `exp` exactly, as they always did.
  if (exp * 1000 <= now) return null;
  return { sub, cid, sid, iat: typeof iat === 'number' ? iat : 0, exp, ...(ro === true ? { ro: true } : {}) };
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A numeric one-time code from a CSPRNG, zero-padded. */
export const numericCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
