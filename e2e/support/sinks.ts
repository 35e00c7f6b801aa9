// Local stand-ins for the outside world that the real server talks to over real protocols:
// an SMTP server that keeps every mail and an HTTP SMS gateway that keeps every text. Both are readable over HTTP
// (GET /messages) so tests in other processes can find the sign-in code that was sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  at: string;
}

function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Enough MIME for what nodemailer sends: one text part, 7bit/8bit, quoted-printable or base64. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  let encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? '';
    const i = part.indexOf('\r\n\r\n');
    encoding = /content-transfer-encoding:\s*(\S+)/i.exec(part.slice(0, i))?.[1]?.toLowerCase() ?? '';
    body = part.slice(i + 4);
  }
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable')
    text = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return { subject: decodeWords(header('Subject')), text: text.trim() };
}

export async function startSinks(): Promise<{ smtpPort: number; httpPort: number; close: () => Promise<void> }> {
  const messages: SinkMessage[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text } = parseMail(Buffer.concat(chunks).toString('latin1'));
        for (const rcpt of session.envelope.rcptTo)
          messages.push({ channel: 'email', to: rcpt.address.toLowerCase(), subject, text, at: new Date().toISOString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/sms') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        try {
          const { to, text } = JSON.parse(body) as { to: string; text: string };
          messages.push({ channel: 'sms', to, subject: '', text, at: new Date().toISOString() });
          res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"accepted"}');
        } catch {
          res.writeHead(400).end();
        }
      });
      return;
    }
    if (req.method === 'GET' && req.url?.startsWith('/messages')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpPort,
    httpPort,
    close: async () => {
      await new Promise<void>((r) => smtp.close(() => r()));
      await new Promise<void>((r) => http.close(() => r()));
    },
  };
}
