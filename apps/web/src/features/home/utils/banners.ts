// When home's notices show (spec working areas §2 Home, §4 Expiring points; the club card banners are features/club-card).
import { limits } from '@club/contract/constants';

/**
 * The expiring-points warning: only from October (month index 9) on, when points are about to expire, and when the
 * member has not dismissed it in the last 6 months (`options.expPtsSeen`, an ISO time or epoch milliseconds).
 */
export function showExpiringWarning(now: Date, toExpire: number, seen: unknown): boolean {
  if (now.getMonth() < limits.expiringWarningFromMonth || toExpire <= 0) return false;
  const seenAt = typeof seen === 'string' || typeof seen === 'number' ? new Date(seen) : null;
  if (!seenAt || Number.isNaN(seenAt.getTime())) return true;
  const threshold = new Date(seenAt);
  threshold.setMonth(threshold.getMonth() + limits.expiringSeenMonths);
  return now.getTime() >= threshold.getTime();
}
