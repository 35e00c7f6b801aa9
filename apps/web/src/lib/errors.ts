// Turns an API error into text in the user's language: the spec's known server messages and the envelope's
// codes have translations; anything else falls back to the generic 'Something went wrong. Please try again.'
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from './api-client';

/** Server texts from the spec (access §8) → catalogue keys. */
const knownMessages: Record<string, string> = {
  'Installer not found.': 'errors.installerNotFound',
  'Phone number is not unique.': 'errors.phoneTaken',
  'The email has already been taken.': 'errors.emailTaken',
  'The company registration number has already been taken.': 'errors.registrationNumberTaken',
  'Installer exists.': 'errors.installerExists',
  'Invalid phone number.': 'errors.invalidPhone',
  'Letters are not allowed.': 'errors.lettersNotAllowed',
};

const codeMessages: Record<string, string> = {
  invalid_code: 'errors.invalidCode',
  rate_limited: 'errors.rateLimited',
  account_locked: 'errors.accountLocked',
  account_declined: 'errors.accountDeclined',
  forbidden: 'errors.forbidden',
  not_found: 'errors.notFound',
  insufficient_points: 'errors.insufficientPoints',
  timeout: 'errors.timeout',
  network: 'errors.network',
};

export function messageKeyFor(text: string): string | null {
  if (knownMessages[text]) return knownMessages[text];
  if (/^(validation|order|certificates|card|marketing)\.[a-zA-Z]+$/.test(text)) return text;
  return null;
}

/** A function that gives the list of messages to show for an error, translated. */
export function useErrorMessages() {
  const intl = useIntl();
  return useCallback(
    (error: unknown): string[] => {
      const generic = intl.formatMessage({ id: 'errors.generic' });
      if (!(error instanceof ApiError)) return [generic];
      const out: string[] = [];
      for (const e of error.errors) {
        const text = e.replace(/^[\w.]+: /, '');
        const key = messageKeyFor(text);
        if (key) out.push(intl.formatMessage({ id: key }));
      }
      if (out.length) return [...new Set(out)];
      if (error.status === 429 && error.retryAfter !== undefined)
        return [intl.formatMessage({ id: 'errors.rateLimitedWait' }, { seconds: error.retryAfter })];
      const byCode = error.code ? codeMessages[error.code] : undefined;
      if (byCode) return [intl.formatMessage({ id: byCode })];
      return [generic];
    },
    [intl],
  );
}

/** Translates a contract validation key (e.g. 'validation.required') or passes other text through. */
export function useFieldMessage() {
  const intl = useIntl();
  return useCallback(
    (message: string | undefined, values?: Record<string, string | number>) => {
      if (!message) return undefined;
      const key = messageKeyFor(message);
      return key ? intl.formatMessage({ id: key }, values) : message;
    },
    [intl],
  );
}
