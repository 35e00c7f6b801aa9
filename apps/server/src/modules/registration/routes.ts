// POST /v2/company/register (self-registration; decor variant with `decor: true`) and GET /v2/company/validate
// (uniqueness verdicts while the user types). Both are public and rate-limited per client address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import {
  registerBodySchema,
  registerResponseSchema,
  registrationMessages,
  validateQuerySchema,
  validateResponseSchema,
  type ValidateResponse,
} from '@club/contract/registration';
import { isEmail, messages, normalizePhone } from '@club/contract/validators';
import { regionById } from '@club/contract/regions';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { FieldErrors } from '../../lib/errors.ts';
import { contactHolder, registrationNumberTaken } from '../company/service.ts';
import { register } from './service.ts';

/** Per client address. Validation follows typing (500 ms debounce), so it allows a brisk form; registration is rare. */
export const registrationLimits = {
  validate: { max: 60, windowSeconds: 60 },
  register: { max: 20, windowSeconds: 60 * 60 },
} as const;

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    '/v2/company/register',
    {
      schema: {
        tags: ['registration'],
        summary: 'Register a company and its owner (decor variant: `decor: true`)',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      config: { rateLimits: [{ key: (request) => `register:ip:${request.ip}`, ...registrationLimits.register }] },
    },
    async (request, reply) => {
      const result = await register(requestCtx(deps, request), { body: request.body });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/v2/company/validate',
    {
      schema: {
        tags: ['registration'],
        summary: 'Is this phone (with region_id), email or registration number (with region_id) still free?',
        querystring: validateQuerySchema,
        response: { 200: validateResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      config: { rateLimits: [{ key: (request) => `validate:ip:${request.ip}`, ...registrationLimits.validate }] },
    },
    async (request): Promise<ValidateResponse> => {
      const q = request.query;
      const given = (['phone', 'email', 'registration_number', 'registration_number_2'] as const).filter((k) => (q[k] ?? '').trim() !== '');
      const errors = new FieldErrors();
      if (given.length !== 1) {
        errors.add('_', messages.required).throwIfAny('Give exactly one of phone, email, registration_number, registration_number_2.');
      }
      const field = given[0];
      const value = (field ? q[field] : undefined)?.trim() ?? '';
      const regionId = q.region_id;
      if (field !== 'email' && (regionId === undefined || !regionById(regionId))) errors.add('region_id', messages.required);

      if (field === 'email') {
        if (!isEmail(value)) errors.add('email', messages.email);
        errors.throwIfAny();
        const taken = (await contactHolder(db, { email: value.toLowerCase() })) !== null;
        return taken ? { unique: false, message: registrationMessages.emailTaken } : { unique: true };
      }
      errors.throwIfAny();
      if (regionId === undefined) throw new Error('unreachable: region checked above');
      if (field === 'phone') {
        const phone = normalizePhone(value, regionId);
        if (!phone) errors.add('phone', /\p{L}/u.test(value) ? registrationMessages.lettersNotAllowed : registrationMessages.invalidPhone);
        errors.throwIfAny();
        const taken = phone !== null && (await contactHolder(db, { phone })) !== null;
        return taken ? { unique: false, message: registrationMessages.phoneTaken } : { unique: true };
      }
      if (field === 'registration_number' || field === 'registration_number_2') {
        const taken = await registrationNumberTaken(db, regionId, field, value);
        return taken ? { unique: false, message: registrationMessages.registrationNumberTaken } : { unique: true };
      }
      throw new Error('unreachable: one field is given');
    },
  );
};
export default routes;
