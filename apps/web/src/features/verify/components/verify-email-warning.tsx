// Whether the own email still needs its code (spec working areas §2 Home, Verify email): not verified yet, or a new
// email waits for its code. The home page shows its verify-email notice (features/home/components/notices.tsx) then.
import type { SelfUser } from '@club/contract/company';

export function needsVerification(user: SelfUser): boolean {
  return user.pending_email !== null || (user.email !== null && user.verified_email_at === null);
}
