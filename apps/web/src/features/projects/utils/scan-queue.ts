// The scan queue (issue 11 "Offline on the roof"): every scan goes through it, in the order it was taken. It lives
// in IndexedDB (idb-keyval), so scans taken with no connection survive a reload and are sent when the connection
// returns. Each scan carries a client uuid sent as its Idempotency-Key: a scan sent again after a lost answer is
// never counted twice.
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { AddScanBody, Scan } from '@club/contract/projects';
import { ApiError } from '../../../lib/api-client';

export interface QueuedScan {
  /** Client uuid, also the Idempotency-Key. */
  id: string;
  projectUuid: string;
  body: AddScanBody;
  /** The serial as the user typed or the camera read it, for "waiting to send" rows. */
  label: string;
  queuedAt: string;
}

export type SendOutcome = { kind: 'sent'; scan: Scan } | { kind: 'rejected'; error: ApiError } | { kind: 'waiting' };

export interface QueueHooks {
  send: (item: QueuedScan) => Promise<Scan>;
  onSent: (item: QueuedScan, scan: Scan) => void;
  /** `awaited`: the page that took the scan is waiting for this answer and shows it itself. */
  onRejected: (item: QueuedScan, error: ApiError, awaited: boolean) => void;
}

const KEY = 'pending';
let db: UseStore | null = null;
const store = () => (db ??= createStore('installer-club-scans', 'queue'));

let items: QueuedScan[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
const waiters = new Map<string, (o: SendOutcome) => void>();
let flushing: Promise<void> | null = null;

function emit() {
  for (const l of listeners) l();
}

// Promise.resolve().then(...) so a browser without IndexedDB (or a test environment) fails inside the promise.
function persist(): Promise<void> {
  return Promise.resolve().then(() => set(KEY, items, store()));
}

/** Reads the queue from IndexedDB once per page load. */
export function loadQueue(): Promise<void> {
  loaded ??= Promise.resolve()
    .then(() => get<QueuedScan[]>(KEY, store()))
    .then((stored) => {
      // Scans queued in this page before the read finished stay after the stored ones (they were taken later).
      const known = new Set((stored ?? []).map((i) => i.id));
      items = [...(stored ?? []), ...items.filter((i) => !known.has(i.id))];
      emit();
    })
    .catch(() => {
      // No IndexedDB (private mode in some browsers): the queue still works for this page's life.
    });
  return loaded;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queuedScans(): QueuedScan[] {
  return items;
}

export function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; build a v4 uuid from random bytes.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Answers that mean "try again later" (no connection, timeout, server trouble, rate limit), not "this scan is wrong". */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

async function remove(id: string) {
  items = items.filter((i) => i.id !== id);
  emit();
  await persist().catch(() => undefined);
}

/** Sends the queue in order until it is empty or the connection fails; one run at a time. */
export function flushQueue(hooks: QueueHooks): Promise<void> {
  flushing ??= (async () => {
    try {
      await loadQueue();
      for (;;) {
        const item = items[0];
        if (!item) break;
        let scan: Scan;
        try {
          scan = await hooks.send(item);
        } catch (error) {
          if (isTransient(error) || !(error instanceof ApiError)) break;
          await remove(item.id);
          hooks.onRejected(item, error, waiters.has(item.id));
          settle(item.id, { kind: 'rejected', error });
          continue;
        }
        // The stored scan joins the list before its "waiting" row leaves, so the row never blinks out.
        hooks.onSent(item, scan);
        await remove(item.id);
        settle(item.id, { kind: 'sent', scan });
      }
    } finally {
      flushing = null;
      // Whatever was not sent now waits for the connection.
      for (const id of [...waiters.keys()]) settle(id, { kind: 'waiting' });
    }
  })();
  return flushing;
}

function settle(id: string, outcome: SendOutcome) {
  const w = waiters.get(id);
  waiters.delete(id);
  w?.(outcome);
}

/**
 * Queues one scan and, when online, sends the queue; resolves with what happened to this scan: sent, rejected by the
 * server (duplicate, bad serial, project closed), or waiting for the connection.
 */
export async function queueScan(projectUuid: string, body: AddScanBody, label: string, hooks: QueueHooks): Promise<SendOutcome> {
  await loadQueue();
  const item: QueuedScan = { id: newScanId(), projectUuid, body, label, queuedAt: new Date().toISOString() };
  items = [...items, item];
  emit();
  await persist().catch(() => undefined);
  if (!navigator.onLine) return { kind: 'waiting' };
  const outcome = new Promise<SendOutcome>((resolve) => waiters.set(item.id, resolve));
  // A run already going may have passed the end of the queue: start another once it ends.
  if (flushing) await flushing.catch(() => undefined);
  void flushQueue(hooks);
  return outcome;
}

/** For tests: forget the in-memory state (IndexedDB is reset by the test setup). */
export function resetQueueForTests() {
  items = [];
  loaded = null;
  db = null;
  waiters.clear();
  flushing = null;
}
