// Typed domain errors. The error handler (plugins/errors.ts) maps each to its status and the envelope.
import type { ErrorCode } from '@club/contract/common';

export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: string[] = [message],
    readonly headers: Record<string, string> = {},
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, errors: string[] = [message], fields?: Record<string, string[]>) {
    super(400, 'validation_failed', message, errors, {}, fields);
  }
}

/** Collects field problems, then throws them all at once as one 400. */
export class FieldErrors {
  readonly fields: Record<string, string[]> = {};
  add(path: string, message: string): this {
    (this.fields[path] ??= []).push(message);
    return this;
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
  throwIfAny(message = 'The given data was invalid.'): void {
    if (this.empty) return;
    throw new BadRequestError(message, Object.values(this.fields).flat(), this.fields);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthenticated.') {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'This action is not allowed for your role.') {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}
export class InvalidCodeError extends DomainError {
  constructor(message = 'The code is invalid or has expired.') {
    super(406, 'invalid_code', message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string, errors: string[] = [message]) {
    super(409, 'conflict', message, errors);
  }
}
export class RateLimitError extends DomainError {
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please wait and try again.') {
    super(429, 'rate_limited', message, [message], { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class InsufficientPointsError extends DomainError {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super(409, 'insufficient_points', 'Not enough points.');
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message = 'The file is too large.') {
    super(413, 'payload_too_large', message);
  }
}
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'This type of file is not accepted.') {
    super(415, 'unsupported_media_type', message);
  }
}
