// Builds every adapter once, from the configuration: the one place that decides which real service or local
// default each port gets. Tests pass replacements through `overrides`.
import type { Config } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { createSmtpMailer, type Mailer } from './mail.ts';
import { createWebhookSms, type SmsSender } from './sms.ts';
import { createMapsProvider, type MapsProvider } from './maps.ts';
import { createLocalMaps } from './maps-local.ts';
import { createStorage, type FileStorage } from './storage.ts';
import { createCardProvider, type CardProvider } from './card-provider.ts';

export interface Adapters {
  /** Null: no mail server configured; messages stay in the outbox (shown at /dev/outbox outside production). */
  mailer: Mailer | null;
  sms: SmsSender | null;
  /** The configured address provider. */
  maps: MapsProvider;
  /** The local gazetteer: answers when the configured provider fails (and is `maps` when none is configured). */
  localMaps: MapsProvider;
  /** Uploaded files: local disk (default) or an S3-compatible store (STORAGE). */
  storage: FileStorage;
  /** The club card provider (CARD_PROVIDER; the database simulator by default). */
  cardProvider: CardProvider;
}

export function createAdapters(config: Config, db: Tx, overrides: Partial<Adapters> = {}): Adapters {
  const localMaps = overrides.localMaps ?? createLocalMaps(db);
  const maps = overrides.maps ?? createMapsProvider(config.maps, { db, publicUrl: config.publicUrl });
  return {
    mailer: overrides.mailer !== undefined ? overrides.mailer : config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null,
    sms: overrides.sms !== undefined ? overrides.sms : config.smsWebhookUrl ? createWebhookSms(config.smsWebhookUrl) : null,
    maps,
    localMaps: maps.name === 'local' ? maps : localMaps,
    storage: overrides.storage ?? createStorage(config.storage),
    cardProvider: overrides.cardProvider ?? createCardProvider(config.card),
  };
}
