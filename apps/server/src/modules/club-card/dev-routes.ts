// Development only (never registered in production): the club card simulator driven from outside, so a person or an
// end-to-end journey can go through the whole flow without waiting for working days.
// POST /dev/club-card/issue { email } → { serial_number }: ships a card to the user's company at once (ISSUED).
// POST /dev/club-card/advance { days } → { shipped, settled }: runs the settlement job as if `days` working days had passed.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addWorkingDays } from '@club/contract/club-card';
import type { ModuleOptions } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findMember } from '../company/service.ts';
import { issueCardNow, settleClubCards } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/dev/club-card/issue',
    { schema: { hide: true, body: z.object({ email: z.string().trim().toLowerCase().max(254) }) } },
    async (request, reply) => {
      const member = await findMember(deps.db, { email: request.body.email });
      if (!member) throw new NotFoundError();
      const serial = await issueCardNow(deps, { companyId: member.company.id });
      return reply.status(201).send({ serial_number: serial });
    },
  );
  app.post(
    '/dev/club-card/advance',
    { schema: { hide: true, body: z.object({ days: z.number().int().min(0).max(60) }) } },
    async (request) => settleClubCards(deps, { now: addWorkingDays(deps.now(), request.body.days) }),
  );
};
export default routes;
