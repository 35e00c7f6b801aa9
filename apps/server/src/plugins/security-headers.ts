// Security headers on every answer, in one place (issue 18, docs/decisions/0075-content-security-policy.md): the
// Content-Security-Policy of the portal and the staff console, framing forbidden, no MIME sniffing, a strict
// referrer, the camera for our own origin only (the scanner) and, behind https, HSTS. Set by @fastify/helmet in an
// onRequest hook, so API answers, files, assets, 404s and errors all carry them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

export default fp(async function securityHeaders(app: FastifyInstance, opts: { publicUrl: string }) {
  const https = opts.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
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
    hidePoweredBy: true,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
});
