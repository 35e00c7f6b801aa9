// Development only: POST /dev/sessions makes a fresh member and signs them in, so each end-to-end journey gets its own
// account instead of sharing a demo user (whose one-time codes have a 60 s resend gap). The member is made the way a
// real one is — the registration module's `register` (company, owner, welcome points, welcome notification) — and the
// session by the auth module's `issueSession`, so the browser holds exactly what a sign-in would have stored.
// Never registered in production (modules/index.ts `devOnly`).
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenResponseSchema } from '@club/contract/auth';
import { errorEnvelopeSchema } from '@club/contract/common';
import type { RegionalSettings, Survey } from '@club/contract/config';
import { roles } from '@club/contract/constants';
import type { RegisterBody } from '@club/contract/registration';
import { languageByCode, languageCodeSchema, regionById, regions, type RegionCode } from '@club/contract/regions';
import type { SurveyResponse } from '@club/contract/survey';
import { isPhoneForRegion } from '@club/contract/validators';
import { requestCtx, type AppDeps, type Ctx, type ModulePlugin } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { issueSession } from '../auth/service.ts';
import { findMember, setRecommended } from '../company/service.ts';
import { regionalSettings } from '../config/service.ts';
import { credit, expireDue } from '../points/service.ts';
import { register } from '../registration/service.ts';

export const devSessionBodySchema = z.object({
  /** Region id (1–16); the company is registered there. */
  region: z.number().int().min(1).max(regions.length).default(1),
  /** 3 company owner, 7 decor company owner (the roles self-registration makes). */
  role: z.union([z.literal(roles.owner), z.literal(roles.decorOwner)]).default(roles.owner),
  /** The account's language; the region's language when absent. */
  language: languageCodeSchema.optional(),
  /** true: the member has never signed in (home greets "Welcome" with the welcome points); false: a returning member. */
  first_time: z.boolean().default(false),
  /** First name (the greeting shows it). */
  name: z.string().trim().min(2).max(50).default('Ewa'),
  /** Points earned last calendar year (an adjustment), so they expire at the end of this year (the summary's to_expire). */
  expiring_points: z.number().int().min(0).max(1_000_000).default(0),
  /** Points earned two years ago and already expired by the expiry run (an `expired` entry in the history). */
  expired_points: z.number().int().min(0).max(1_000_000).default(0),
  /** This many extra 1-point credits over the past days, so the points history has pages. */
  history_entries: z.number().int().min(0).max(200).default(0),
  /** A recommended company (spec §6): its marketing material carries the regional badge. */
  recommended: z.boolean().default(false),
});
export type DevSessionBody = z.infer<typeof devSessionBodySchema>;

export const devSessionResponseSchema = z.object({
  /** What the web app keeps under the storage key `token` after a sign-in. */
  token: tokenResponseSchema,
  user: z.object({ uuid: z.uuid(), id: z.number().int(), email: z.string(), phone: z.string(), name: z.string(), language: z.string() }),
  company: z.object({ uuid: z.uuid(), id: z.number().int(), name: z.string() }),
  welcome_points: z.number().int(),
});
export type DevSessionResponse = z.infer<typeof devSessionResponseSchema>;

/** A mobile prefix, a postal code, a city and a street of each region: real shapes, so the region's rules accept them. */
const samples: Record<RegionCode, { mobile: string; digits: number; postal: string; city: string; street: string }> = {
  PL: { mobile: '+48 600', digits: 6, postal: '00-590', city: 'Warszawa', street: 'ul. Marszałkowska' },
  CZ: { mobile: '+420 601', digits: 6, postal: '110 00', city: 'Praha', street: 'Václavské náměstí' },
  SK: { mobile: '+421 901', digits: 6, postal: '811 06', city: 'Bratislava', street: 'Obchodná' },
  HU: { mobile: '+36 30', digits: 7, postal: '1061', city: 'Budapest', street: 'Andrássy út' },
  RO: { mobile: '+40 721', digits: 6, postal: '030167', city: 'București', street: 'Strada Lipscani' },
  SI: { mobile: '+386 41', digits: 6, postal: '1000', city: 'Ljubljana', street: 'Slovenska cesta' },
  HR: { mobile: '+385 91', digits: 7, postal: '10000', city: 'Zagreb', street: 'Ilica' },
  BG: { mobile: '+359 88', digits: 7, postal: '1000', city: 'Sofia', street: 'bul. Vitosha' },
  RS: { mobile: '+381 64', digits: 7, postal: '11000', city: 'Beograd', street: 'Knez Mihailova' },
  BA: { mobile: '+387 61', digits: 6, postal: '71000', city: 'Sarajevo', street: 'Ferhadija' },
  EE: { mobile: '+372 5', digits: 7, postal: '10111', city: 'Tallinn', street: 'Viru tänav' },
  LT: { mobile: '+370 6', digits: 7, postal: 'LT-01100', city: 'Vilnius', street: 'Gedimino prospektas' },
  LV: { mobile: '+371 2', digits: 7, postal: 'LV-1050', city: 'Rīga', street: 'Brīvības iela' },
  UA: { mobile: '+380 67', digits: 7, postal: '01001', city: 'Kyiv', street: 'Khreshchatyk' },
  MD: { mobile: '+373 69', digits: 6, postal: 'MD-2001', city: 'Chișinău', street: 'Bulevardul Ștefan cel Mare' },
  ME: { mobile: '+382 67', digits: 6, postal: '81000', city: 'Podgorica', street: 'Njegoševa' },
};

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A random mobile number the region's phone rule accepts. */
function mobileFor(regionId: number, code: RegionCode): string {
  const s = samples[code];
  for (let i = 0; i < 50; i++) {
    const phone = `${s.mobile} ${randomDigits(s.digits)}`;
    if (isPhoneForRegion(phone, regionId)) return phone;
  }
  throw new Error(`no valid sample phone for region ${code}`);
}

/** A random company number in the region's format (contract formats.ts: PL NIP, CZ/SK IČO, HU adószám), else 10 digits. */
function registrationNumberFor(code: RegionCode): string {
  if (code === 'HU') {
    const head = randomDigits(7);
    const sum = [9, 7, 3, 1, 9, 7, 3].reduce((acc, w, i) => acc + w * Number(head[i]), 0);
    return `${head}${(10 - (sum % 10)) % 10}-${1 + randomInt(5)}-${randomDigits(2)}`;
  }
  if (code === 'PL') {
    const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    for (;;) {
      const head = `${1 + randomInt(9)}${randomDigits(8)}`;
      const check = [...head].reduce((sum, d, i) => sum + Number(d) * (weights[i] ?? 0), 0) % 11;
      if (check !== 10) return `${head}${check}`;
    }
  }
  if (code === 'CZ' || code === 'SK') {
    const head = randomDigits(7);
    const sum = [...head].reduce((acc, d, i) => acc + Number(d) * (8 - i), 0);
    return `${head}${(11 - (sum % 11)) % 10}`;
  }
  return `${1 + randomInt(9)}${randomDigits(9)}`;
}

/** Answers every question of the survey with its first answer (numbers: 12). */
function surveyAnswers(survey: Survey): SurveyResponse {
  return survey.questions.map((q) =>
    q.type === 'number' ? { question_id: q.id, value: 12 } : { question_id: q.id, answer_ids: q.answers.slice(0, 1).map((a) => a.id) },
  );
}

/** A registration as the form would send it, complete for the region's settings. */
function registrationBody(input: DevSessionBody, settings: RegionalSettings, code: RegionCode, tag: string): RegisterBody {
  const decor = input.role === roles.decorOwner;
  const s = samples[code];
  const type = settings.company_type_state === 'hidden' ? undefined : settings.company_types[0];
  const language = input.language ? languageByCode(input.language) : undefined;
  return {
    company: {
      name: `E2E ${tag} ${decor ? 'Decor' : 'Dachy'}`,
      registration_number: settings.company_id_field === 'hidden' ? null : registrationNumberFor(code),
      registration_number_2: settings.vat_field === 'hidden' ? null : `${code}${registrationNumberFor(code)}`,
      company_type: type?.id ?? null,
      disclaimer_accepted: true,
      declaration_accepted: true,
      street: s.street,
      house_number: String(1 + randomInt(99)),
      address: null,
      postal_code: s.postal,
      city: s.city,
      regions_id: input.region,
      survey: surveyAnswers(decor ? settings.surveys.decor : settings.surveys.standard),
    },
    installer: {
      name: input.name,
      surname: 'Testowa',
      email: `e2e-${tag}@example.com`,
      phone: mobileFor(input.region, code),
      email_consent: false,
      phone_consent: false,
      languages_id: language?.id ?? null,
      // A returning member has seen the welcome; registration itself leaves the flag unset (first time).
      options: input.first_time ? {} : { firstTime: false },
    },
    invite: null,
    decor,
    terms_accepted: true,
  };
}

export async function createDevSession(ctx: Ctx, input: DevSessionBody): Promise<DevSessionResponse> {
  const region = regionById(input.region);
  const settings = region ? await regionalSettings(ctx.db, input.region) : null;
  if (!region || !settings) throw new NotFoundError('No such region.');
  const tag = randomBytes(5).toString('hex');
  const body = registrationBody(input, settings, region.code, tag);
  const registered = await register(ctx, { body });
  const found = await findMember(ctx.db, { email: body.installer.email });
  if (!found) throw new Error('the registered user was not found');
  if (input.recommended) await setRecommended(ctx.db, found.company.id, true, ctx.now());
  if (input.expiring_points > 0) {
    const now = ctx.now();
    await credit(ctx.db, {
      companyId: found.company.id,
      amount: input.expiring_points,
      kind: 'adjustment',
      idempotencyKey: `dev:expiring:${found.company.id}`,
      reason: 'Development: points earned last year',
      userId: found.user.id,
      now: new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 1)),
    });
  }
  if (input.expired_points > 0) {
    const now = ctx.now();
    await credit(ctx.db, {
      companyId: found.company.id,
      amount: input.expired_points,
      kind: 'adjustment',
      idempotencyKey: `dev:expired:${found.company.id}`,
      reason: 'Development: points earned two years ago',
      userId: found.user.id,
      now: new Date(Date.UTC(now.getUTCFullYear() - 2, 5, 1)),
    });
    // The expiry job's own function, run as on 1 January of this year, when those points became due.
    await expireDue(ctx.db, new Date(Date.UTC(now.getUTCFullYear(), 0, 1)));
  }
  for (let i = 0; i < input.history_entries; i++) {
    await credit(ctx.db, {
      companyId: found.company.id,
      amount: 1,
      kind: 'adjustment',
      idempotencyKey: `dev:history:${found.company.id}:${i}`,
      reason: 'Development: history entry',
      userId: found.user.id,
      now: new Date(ctx.now().getTime() - (input.history_entries - i) * 3_600_000),
    });
  }
  const token = await issueSession(ctx.db, ctx.config.appSecret, { id: found.user.id, companiesId: found.company.id }, ctx.now());
  return {
    token,
    user: {
      uuid: registered.user_uuid,
      id: found.user.id,
      email: body.installer.email,
      phone: found.user.phone ?? '',
      name: input.name,
      language: input.language ?? region.language,
    },
    company: { uuid: registered.company_uuid, id: found.company.id, name: body.company.name },
    welcome_points: registered.welcome_points,
  };
}

const routes: ModulePlugin = async (app, { deps }: { deps: AppDeps }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/sessions',
    {
      schema: {
        hide: true,
        body: devSessionBodySchema,
        response: { 201: devSessionResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createDevSession(requestCtx(deps, request), request.body)),
  );
};
export default routes;
