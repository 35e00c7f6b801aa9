// Email verification (spec working areas §2 Verify email, §5, §7; DESIGN §4 code rules).
// POST /v2/company/verification (no body): sends a code to the address waiting for verification (a changed email)
// or else the own email. PATCH /v2/company/verification { code }: the spec leaves the path open (decision 0066);
// marks verified_email_at and, for a changed email, makes the new address the account's email.
import { z } from 'zod';
import { auth } from './constants.ts';
import { messages } from './validators.ts';

export const verificationSentSchema = z.object({
  /** Where the code went (masked). */
  to: z.string(),
  resend_after: z.number().int(),
});
export type VerificationSent = z.infer<typeof verificationSentSchema>;

export const verifyEmailBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, messages.required)
    .regex(new RegExp(`^\\d{${auth.codeLength}}$`), messages.code),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
