// A TLS + HTTP/2 front for `npm run bench -- --web`, in front of the portal the way the README's nginx example serves
// production (`listen 443 ssl; http2 on;` proxying to the Node processes over HTTP/1.1). Lighthouse measured straight
// against the Node server loads a page over HTTP/1.1, where a first load of 15–37 files queues for six connections
// (decision 0146); through this front it loads as a visitor of the real deployment would. A self-signed certificate for
// 127.0.0.1 is made with openssl for the run (Chromium is started with --ignore-certificate-errors). Measures only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one hop (RFC 9110 §7.6.1) or to HTTP/2 itself: never passed on. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host', 'http2-settings']);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || hopByHop.has(name)) continue;
    out[name] = value;
  }
  return out;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-tls-'));
  try {
    const r = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (r.status !== 0) throw new Error(`openssl could not make a certificate: ${r.stderr.toString()}`);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on a free port of 127.0.0.1, proxying every request to `target` (an http:// origin). */
export async function startH2Front(target: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const headers = forwardable(req.headers);
      headers['x-forwarded-proto'] = 'https';
      const out = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      });
      out.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(out);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
