// Sends an email or SMS: writes the outbox row first, then hands it to the transport and records the outcome.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { SmsSender } from '../../adapters/sms.ts';
import { outboxTable } from './tables.ts';

export interface Messenger {
  email(to: string, subject: string, text: string, kind: string, meta?: Record<string, unknown>): Promise<number>;
  sms(to: string, text: string, kind: string, meta?: Record<string, unknown>): Promise<number>;
  /**
   * Writes an email's outbox row (queued) in the caller's transaction, so it commits or rolls back with the change
   * that causes it; `deliverQueued` hands it to the transport after the commit. A crash in between leaves the row
   * queued (counted by the metrics), never lost.
   */
  queueEmail(tx: Tx, to: string, subject: string, text: string, kind: string, meta?: Record<string, unknown>): Promise<number>;
  deliverQueued(id: number): Promise<void>;
}

function mask(recipient: string): string {
  return recipient.includes('@') ? recipient.replace(/^(.).*(@.*)$/, '$1***$2') : recipient.replace(/\d(?=\d{3})/g, '*');
}

export function createMessenger(db: Db, log: FastifyBaseLogger, mailer: Mailer | null, sms: SmsSender | null): Messenger {
  async function deliver(id: number, channel: 'email' | 'sms', recipient: string, kind: string, send: (() => Promise<void>) | null) {
    // The body may hold a one-time code: it is never logged, only kept in the outbox.
    if (!send) {
      await db.update(outboxTable).set({ status: 'skipped' }).where(eq(outboxTable.id, id));
      log.info({ outbox: id, channel, kind, to: mask(recipient) }, `${channel} kept in the outbox only (no transport configured)`);
      return;
    }
    try {
      await send();
      await db.update(outboxTable).set({ status: 'sent', sentAt: new Date() }).where(eq(outboxTable.id, id));
      log.info({ outbox: id, channel, kind, to: mask(recipient) }, `${channel} sent`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(outboxTable)
        .set({ status: 'failed', error: message.slice(0, 500) })
        .where(eq(outboxTable.id, id));
      log.error({ outbox: id, channel, kind, to: mask(recipient), error: message }, `${channel} failed`);
    }
  }
  return {
    async email(to, subject, text, kind, meta = {}) {
      const [row] = await db
        .insert(outboxTable)
        .values({ channel: 'email', recipient: to, subject, body: text, kind, meta })
        .returning({ id: outboxTable.id });
      if (!row) throw new Error('outbox insert returned nothing');
      await deliver(row.id, 'email', to, kind, mailer ? () => mailer.send({ to, subject, text }) : null);
      return row.id;
    },
    async queueEmail(tx, to, subject, text, kind, meta = {}) {
      const [row] = await tx
        .insert(outboxTable)
        .values({ channel: 'email', recipient: to, subject, body: text, kind, meta })
        .returning({ id: outboxTable.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    async deliverQueued(id) {
      const [row] = await db
        .select()
        .from(outboxTable)
        .where(and(eq(outboxTable.id, id), eq(outboxTable.status, 'queued')));
      if (!row || row.channel !== 'email') return;
      const { recipient: to, subject, body: text } = row;
      await deliver(row.id, 'email', to, row.kind, mailer ? () => mailer.send({ to, subject: subject ?? '', text }) : null);
    },
    async sms(to, text, kind, meta = {}) {
      const [row] = await db
        .insert(outboxTable)
        .values({ channel: 'sms', recipient: to, body: text, kind, meta })
        .returning({ id: outboxTable.id });
      if (!row) throw new Error('outbox insert returned nothing');
      await deliver(row.id, 'sms', to, kind, sms ? () => sms.send({ to, text }) : null);
      return row.id;
    },
  };
}

/** The latest messages, newest first (the development outbox page). */
export async function recentMessages(db: Tx, limit: number): Promise<(typeof outboxTable.$inferSelect)[]> {
  return db.select().from(outboxTable).orderBy(desc(outboxTable.id)).limit(limit);
}
