// Pages that know the member's email hand it to the sign-in page ("Sign in" after registering, "Sign in instead" when
// the email is taken), so it is not typed twice. It travels in the router's state, not in the URL, which would
// end up in logs and analytics.
import { paths } from '../config/paths';

export function signInLink(email: string): { to: string; state: { email: string } } {
  return { to: paths.login, state: { email: email.trim() } };
}

/** The email handed over in the location state, if any. */
export function handedOverEmail(state: unknown): string | null {
  const email = typeof state === 'object' && state !== null && 'email' in state ? state.email : null;
  return typeof email === 'string' && email !== '' ? email : null;
}
