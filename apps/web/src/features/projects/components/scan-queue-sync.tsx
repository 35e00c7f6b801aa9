// Sends scans queued offline as soon as the connection is back, whichever signed-in page is open.
import { useScanQueueSync } from '../hooks/use-scan-queue';

export function ScanQueueSync() {
  useScanQueueSync();
  return null;
}
