// The scan queue as React sees it: the scans still waiting to send, a function to scan, and the send loop started
// when the page mounts and whenever the browser says the connection is back.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AddScanBody } from '@club/contract/projects';
import type { ApiError } from '../../../lib/api-client';
import { addScan, scanAdded } from '../api/add-scan';
import { flushQueue, loadQueue, queueScan, queuedScans, subscribe, type QueueHooks, type QueuedScan } from '../utils/scan-queue';

/** A queued scan the server refused once it was sent (e.g. already on this project): shown until dismissed. */
export interface RefusedScan {
  item: QueuedScan;
  error: ApiError;
}
const refusedListeners = new Set<() => void>();
let refused: RefusedScan[] = [];
function setRefused(next: RefusedScan[]) {
  refused = next;
  for (const l of refusedListeners) l();
}

function useQueueHooks(): QueueHooks {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      send: (item) => addScan(item.projectUuid, item.body, item.id),
      onSent: (item, scan) => scanAdded(queryClient, item.projectUuid, scan),
      onRejected: (item, error, awaited) => {
        if (!awaited) setRefused([...refused, { item, error }]);
        scanAdded(queryClient, item.projectUuid, null);
      },
    }),
    [queryClient],
  );
}

/** Sends what is queued now and every time the connection comes back. Mounted once, in the signed-in frame. */
export function useScanQueueSync() {
  const hooks = useQueueHooks();
  useEffect(() => {
    const flush = () => void flushQueue(hooks);
    void loadQueue().then(() => {
      if (navigator.onLine && queuedScans().length > 0) flush();
    });
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [hooks]);
}

export function useScanQueue(projectUuid: string) {
  const hooks = useQueueHooks();
  const all = useSyncExternalStore(subscribe, queuedScans);
  const refusedAll = useSyncExternalStore(
    (l) => (refusedListeners.add(l), () => refusedListeners.delete(l)),
    () => refused,
  );
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  const scan = useCallback((body: AddScanBody, label: string) => queueScan(projectUuid, body, label, hooks), [projectUuid, hooks]);
  const dismiss = useCallback((id: string) => setRefused(refused.filter((r) => r.item.id !== id)), []);
  return {
    waiting: all.filter((i) => i.projectUuid === projectUuid),
    refused: refusedAll.filter((r) => r.item.projectUuid === projectUuid),
    online,
    scan,
    dismiss,
  };
}
