// Sends one webhook: a signed POST with a short timeout and no redirects. In production only to https URLs whose host
// resolves to public addresses only (SSRF): the address is checked where the connection is made (the socket's own
// `lookup`), so a DNS answer that changes between a check and the connection (rebinding) cannot slip through.
// Outside production http and loopback are allowed, so tests and local receivers work.
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { webhookHeaders } from '@club/contract/integration';

export interface DeliveryPolicy {
  /** Production: https only, public addresses only. */
  strict: boolean;
  timeoutMs: number;
}

export interface DeliveryResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** Addresses a webhook may never reach in production: loopback, private, link-local, CGNAT, documentation, multicast… */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether `address` (an IP literal) is private, loopback or otherwise not a public internet address. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
    if (/^::ffff:/i.test(address)) return true;
    return blocked.check(address, 'ipv6');
  }
  return true;
}

/** Why `url` may not receive webhooks under `policy`, or null when it may (checked again when delivering). */
export function urlProblem(url: string, policy: Pick<DeliveryPolicy, 'strict'>): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (u.username || u.password) return 'credentials in the URL are not allowed';
  if (policy.strict) {
    if (u.protocol !== 'https:') return 'only https URLs are allowed';
    const host = u.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isForbiddenAddress(host)) return 'private and loopback addresses are not allowed';
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
      return 'private and loopback addresses are not allowed';
  } else if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'only http(s) URLs are allowed';
  return null;
}

/** `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}`: the timestamp is signed, so a replayed old body shows its age. */
export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A DNS lookup that refuses when any address of the name is forbidden (used by the socket itself). */
export function guardedLookup(hostname: string, options: object, callback: (...args: unknown[]) => void): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err);
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad || addresses.length === 0) return callback(new Error(`${hostname} resolves to a private or loopback address`));
    const wantsAll = (options as { all?: boolean }).all === true;
    const first = addresses[0];
    if (wantsAll) return callback(null, addresses);
    return callback(null, first?.address, first?.family);
  });
}

export async function postWebhook(
  input: { url: string; secret: string; body: string; eventId: string; eventType: string; timestamp: number },
  policy: DeliveryPolicy,
): Promise<DeliveryResult> {
  const problem = urlProblem(input.url, policy);
  if (problem) return { ok: false, status: null, error: problem };
  const u = new URL(input.url);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(input.body)),
    'user-agent': 'InstallerClub-Webhooks/1',
    [webhookHeaders.signature]: signature(input.secret, input.timestamp, input.body),
    [webhookHeaders.timestamp]: String(input.timestamp),
    [webhookHeaders.id]: input.eventId,
    [webhookHeaders.event]: input.eventType,
  };
  const transport = u.protocol === 'https:' ? https : http;
  return new Promise<DeliveryResult>((resolve) => {
    let settled = false;
    const done = (r: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = transport.request(
      u,
      { method: 'POST', headers, ...(policy.strict ? { lookup: guardedLookup as unknown as typeof dnsLookup } : {}) },
      (res) => {
        const status = res.statusCode ?? 0;
        // The answer's body is not needed; read at most a little of it and drop it.
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) res.destroy();
        });
        res.on('end', () =>
          done({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` }),
        );
        res.on('error', () => done({ ok: status >= 200 && status < 300, status, error: null }));
        res.on('close', () =>
          done({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` }),
        );
      },
    );
    // One deadline for the whole exchange (connect, send, answer), not per socket event.
    const timer = setTimeout(() => {
      req.destroy(new Error(`timed out after ${policy.timeoutMs} ms`));
    }, policy.timeoutMs);
    req.on('error', (err) => done({ ok: false, status: null, error: err.message.slice(0, 300) }));
    req.end(input.body);
  });
}
