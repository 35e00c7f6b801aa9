// Security headers on every answer, in one place (issue 18, docs/decisions/0075-content-security-policy.md): the
// Content-Security-Policy of the portal and the staff console, framing forbidden, no MIME sniffing, a strict
// referrer, the camera for our own origin only (the scanner) and, behind https, HSTS. Set in an onRequest hook, so API
// answers, files, assets, 404s and errors all carry them. Helmet writes the headers once, at start: they are the same
// for every answer, and @fastify/helmet rebuilt its middleware, CSP parse included, on every request (issue 10: 5 % of
// the server's CPU under load; decision 0143).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The portal's policy. `https` adds upgrade-insecure-requests (never on http://localhost, it would break assets). */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // Only our own files: the built index.html has no inline script (a test checks the build). ZXing (the scanner's
    // barcode reader) is WebAssembly: compiling it needs 'wasm-unsafe-eval', which allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    // Mantine writes its CSS variables into <style> elements at run time: inline styles stay allowed (0075).
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product and avatar images are our files or data: URIs; blob: for pictures the scanner or forms make locally.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    // Videos load only after a click (the facade), and only from YouTube's privacy-enhanced host.
    'frame-src': ['https://www.youtube-nocookie.com'],
    'frame-ancestors': ["'none'"],
    // The service worker (the app starts no other worker).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Powerful browser features: the camera for our own origin (scanning), everything else off. */
export const permissionsPolicy =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()';

/** Every security header of an answer, by lower-case name: what helmet sets with the portal's options. */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {
      // helmet removes X-Powered-By, which Fastify never sets
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    // Cross-origin isolation headers would block the YouTube frame and gain nothing here.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    noSniff: true,
    // HSTS only when the portal is served over https: on http it means nothing and would pin localhost.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    originAgentCluster: true,
    xPoweredBy: false,
  });
  let failed: unknown;
  middleware({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error('helmet refused the security headers');
  headers['permissions-policy'] = permissionsPolicy;
  return headers;
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance, opts: { publicUrl: string }) {
  const headers = securityHeaders(opts.publicUrl.startsWith('https://'));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
