// Database errors mapped in one place. A unique violation (SQLSTATE 23505) that a race lets through the up-front
// checks becomes the same field problem the check would have reported.
import { FieldErrors } from './errors.ts';

/**
 * The constraint name of a unique violation, looking through driver wrappers (drizzle wraps the driver's error in
 * `cause`; PGlite names the constraint only in its message); `''` when the name is unknown, null for other errors.
 */
export function uniqueViolation(error: unknown, knownConstraints: readonly string[] = []): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown; cause?: unknown };
    if (o.code === '23505') {
      if (typeof o.constraint === 'string') return o.constraint;
      const text = `${typeof o.message === 'string' ? o.message : ''} ${typeof o.detail === 'string' ? o.detail : ''}`;
      return knownConstraints.find((name) => text.includes(name)) ?? '';
    }
    e = o.cause;
  }
  return null;
}

/** Unique constraint name → the field it protects and the message to show there. */
export type UniqueFields = Record<string, readonly [path: string, message: string]>;

/**
 * Rethrows a unique violation as a 400 naming the field (`fallback` for a constraint not in `fields`);
 * any other error is rethrown unchanged.
 */
export function rethrowUniqueAsField(error: unknown, fields: UniqueFields, fallback: readonly [string, string]): never {
  const constraint = uniqueViolation(error, Object.keys(fields));
  if (constraint === null) throw error;
  const [path, message] = fields[constraint] ?? fallback;
  new FieldErrors().add(path, message).throwIfAny();
  throw error;
}
