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
const tools = new Map<string, { sign: Sign; verify: Verify; verified: Map<string, Record<string, unknown>> }>();
/**
 * How many good tokens' payloads are remembered per secret. A signed-in page sends the same token with every call, and
 * checking its signature was 5 % of the server's CPU under load (issue 10, decision 0143). Keyed by the token itself
 * (the same string always verifies the same way); only tokens that passed are kept, so refused ones cannot crowd the
 * good ones out; the oldest goes first. Expiry is checked on every call, remembered or not. fast-jwt's own cache is not
 * used: it hashes each token (most of the cost again) or warns at start when told not to.
 */
const rememberedTokens = 10_000;
function toolsFor(secret: string) {
  let t = tools.get(secret);
  if (!t) {
    t = {
      // `iat` and `exp` come from the caller's clock (tests move it), so the library adds no timestamps of its own.
      sign: createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true }),
      // Expiry is checked below against the caller's clock; the library checks signature, algorithm and claim types.
      verify: createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, requiredClaims: ['sub', 'cid', 'sid', 'exp'] }),
      verified: new Map(),
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
    const t = toolsFor(secret);
    const known = t.verified.get(token);
    if (known) payload = known;
    else {
      payload = t.verify(token);
      if (t.verified.size >= rememberedTokens) t.verified.delete(t.verified.keys().next().value as string);
      t.verified.set(token, payload);
    }
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
