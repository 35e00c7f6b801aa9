// Signed access tokens (HS256 JWT through `fast-jwt`, DESIGN §3; docs/decisions/0011-access-tokens.md) and opaque
// random secrets for refresh tokens and codes.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

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

type Sign = (payload: Record<string, unknown>) => string;
type Verify = (token: string) => Record<string, unknown>;

/** One signer and verifier per secret (building them parses the key). */
const tools = new Map<string, { sign: Sign; verify: Verify }>();
function toolsFor(secret: string) {
  let t = tools.get(secret);
  if (!t) {
    t = {
      // `iat` and `exp` come from the caller's clock (tests move it), so the library adds no timestamps of its own.
      sign: createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true }),
      // Expiry is checked below against the caller's clock; the library checks signature, algorithm and claim types.
      // A token's answer is remembered (10,000 tokens, 10 minutes), keyed by the token itself: the same string always
      // verifies the same way, and a signed-in page sends the same token with every call (issue 10: the signature
      // check was 5 % of the server's CPU under load; decision 0143).
      verify: createVerifier({
        key: secret,
        algorithms: ['HS256'],
        ignoreExpiration: true,
        requiredClaims: ['sub', 'cid', 'sid', 'exp'],
        cache: 10_000,
        cacheTTL: 600_000,
        cacheKeyBuilder: (token: string) => token,
      }),
    };
    tools.set(secret, t);
  }
  return t;
}

export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now / 1000);
  const exp = iat + ttlSeconds;
  const { sub, ...rest } = claims;
  // RFC 7519 makes `sub` a string; `verifyAccessToken` answers it as the user id number.
  const token = toolsFor(secret).sign({ ...rest, sub: String(sub), iat, exp });
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired token, or null. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = toolsFor(secret).verify(token);
  } catch {
    return null;
  }
  const { sub: subject, cid, sid, iat, exp, ro } = payload;
  // Tokens signed before this library carried the number itself; they are accepted until they expire (60 minutes).
  const sub = typeof subject === 'string' && /^[1-9][0-9]{0,15}$/.test(subject) ? Number(subject) : subject;
  if (typeof sub !== 'number' || typeof cid !== 'number' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 <= now) return null;
  return { sub, cid, sid, iat: typeof iat === 'number' ? iat : 0, exp, ...(ro === true ? { ro: true } : {}) };
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A numeric one-time code from a CSPRNG, zero-padded. */
export const numericCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
