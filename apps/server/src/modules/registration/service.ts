// Self-registration of a company and its owner (spec access §2, §5, §7): every rule checked against the region's
// settings, uniqueness checked up front for a full answer and enforced by unique indexes for races, then company,
// owner, welcome points and the notification written in one transaction; the welcome email after commit.
import { normalizePhone } from '@club/contract/validators';
import { regionById } from '@club/contract/regions';
import { roles } from '@club/contract/constants';
import { cleanSurvey } from '@club/contract/survey';
import {
  joinAddress,
  registrationLanguageId,
  registrationMessages,
  registrationProblems,
  streetAndNumber,
  type RegisterBody,
  type RegisterResponse,
} from '@club/contract/registration';
import type { RegionalSettings } from '@club/contract/config';
import { transaction, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { rethrowUniqueAsField, type UniqueFields } from '../../lib/db-errors.ts';
import { FieldErrors } from '../../lib/errors.ts';
import { tById } from '../../lib/i18n.ts';
import { contactHolder, createCompanyWithOwner, integrationCompany, registrationNumberTaken } from '../company/service.ts';
import { regionalSettings, welcomePoints } from '../config/service.ts';
import { notify } from '../notifications/service.ts';
import { credit } from '../points/service.ts';
import { recordEvent } from '../integration/service.ts';

/** The values as they will be stored: trimmed, normalised, hidden fields dropped. */
interface Normalised {
  email: string;
  phone: string | null;
  registrationNumber: string | null;
  registrationNumber2: string | null;
}

function keep(value: string | null | undefined, state: RegionalSettings['vat_field']): string | null {
  if (state === 'hidden') return null;
  const v = (value ?? '').trim();
  return v === '' ? null : v;
}

function normalise(body: RegisterBody, settings: RegionalSettings): Normalised {
  return {
    email: body.installer.email.trim().toLowerCase(),
    phone: normalizePhone(body.installer.phone.trim(), body.company.regions_id),
    registrationNumber: keep(body.company.registration_number, settings.company_id_field),
    registrationNumber2: keep(body.company.registration_number_2, settings.vat_field),
  };
}

/** Adds a problem for every value someone else already holds. */
async function checkUnique(db: Tx, regionId: number, n: Normalised, errors: FieldErrors): Promise<void> {
  const [byEmail, byPhone, number1, number2] = await Promise.all([
    contactHolder(db, { email: n.email }),
    n.phone ? contactHolder(db, { phone: n.phone }) : Promise.resolve(null),
    n.registrationNumber ? registrationNumberTaken(db, regionId, 'registration_number', n.registrationNumber) : Promise.resolve(false),
    n.registrationNumber2 ? registrationNumberTaken(db, regionId, 'registration_number_2', n.registrationNumber2) : Promise.resolve(false),
  ]);
  // The same person (email and phone of one account) already has an account: say so, beside the field messages.
  if (byEmail !== null && byEmail === byPhone) errors.add('installer', registrationMessages.installerExists);
  if (byEmail !== null) errors.add('installer.email', registrationMessages.emailTaken);
  if (byPhone !== null) errors.add('installer.phone', registrationMessages.phoneTaken);
  if (number1) errors.add('company.registration_number', registrationMessages.registrationNumberTaken);
  if (number2) errors.add('company.registration_number_2', registrationMessages.registrationNumberTaken);
}

/** Unique indexes → the field they protect and the spec's message. */
const uniqueFields: UniqueFields = {
  users_email: ['installer.email', registrationMessages.emailTaken],
  users_phone: ['installer.phone', registrationMessages.phoneTaken],
  companies_regnum_region: ['company.registration_number', registrationMessages.registrationNumberTaken],
  companies_regnum2_region: ['company.registration_number_2', registrationMessages.registrationNumberTaken],
};

/** POST /v2/company/register: a public call, so no scope: `(ctx, input)`. */
export async function register(ctx: Ctx, input: { body: RegisterBody }): Promise<RegisterResponse> {
  const { db } = ctx;
  const { body } = input;
  const now = ctx.now();
  const regionId = body.company.regions_id;
  // Only a known region is looked up: an id beyond the integer range would fail in the database (the rules report it).
  const settings = regionById(regionId) ? await regionalSettings(db, regionId) : null;

  const errors = new FieldErrors();
  for (const [path, problems] of Object.entries(registrationProblems(body, settings))) for (const p of problems) errors.add(path, p);
  const n = settings ? normalise(body, settings) : null;
  if (n?.email) await checkUnique(db, regionId, n, errors);
  errors.throwIfAny();
  if (!settings || !n) throw new Error('unreachable: a missing region is a field problem');

  const { company: c, installer: i } = body;
  const decor = body.decor;
  const languagesId = registrationLanguageId(body);
  const companyType = settings.company_type_state === 'hidden' ? null : (c.company_type ?? null);
  const type = settings.company_types.find((t) => t.id === companyType);
  const { street, house_number } = streetAndNumber(c);
  const points = await welcomePoints(db, regionId);

  let created: { companyId: number; companyUuid: string; userId: number; userUuid: string };
  try {
    created = await transaction(db, async (tx) => {
      const { company, user } = await createCompanyWithOwner(
        { ...ctx, db: tx },
        {
          company: {
            name: c.name.trim(),
            registrationNumber: n.registrationNumber,
            registrationNumber2: n.registrationNumber2,
            companyType,
            disclaimerAccepted: type !== undefined && type.disclaimer_state !== 'hidden' && c.disclaimer_accepted,
            declarationAccepted: type !== undefined && type.declaration_state !== 'hidden' && c.declaration_accepted,
            address: joinAddress(street, house_number),
            postalCode: c.postal_code.trim(),
            city: c.city.trim(),
            regionsId: regionId,
            survey: cleanSurvey(decor ? settings.surveys.decor : settings.surveys.standard, c.survey),
            isDecor: decor,
            // The owner answered these in the registration: login must not ask again.
            options: { registrationNumberSeen: true, companyTypeSeen: true },
            createdAt: now,
            updatedAt: now,
          },
          owner: {
            name: i.name.trim(),
            surname: i.surname.trim(),
            email: n.email,
            phone: n.phone,
            role: decor ? roles.decorOwner : roles.owner,
            emailConsent: i.email_consent,
            phoneConsent: i.phone_consent,
            options: {
              ...i.options,
              consentSeen: true,
              hasAgreedToTerms: true,
              ...(body.invite ? { invite: body.invite } : {}),
            },
            languagesId,
            isDecorInstaller: decor,
            createdAt: now,
            updatedAt: now,
          },
        },
      );
      if (points > 0) {
        await credit(tx, {
          companyId: company.id,
          amount: points,
          kind: 'welcome',
          idempotencyKey: `welcome:${company.id}`,
          userId: user.id,
          now,
        });
      }
      await notify(tx, {
        user: { id: user.id, companiesId: company.id, languagesId },
        type: 'info',
        kind: 'welcome_points',
        messageKey: 'registration.welcomePoints',
        values: { points, name: i.name.trim() },
        data: { points },
      });
      await recordEvent(tx, { type: 'company.registered', data: await integrationCompany(tx, company.id), now });
      return { companyId: company.id, companyUuid: company.uuid, userId: user.id, userUuid: user.uuid };
    });
  } catch (error) {
    // Another registration won a race for the same email, phone or number: the same answer as the up-front check.
    rethrowUniqueAsField(error, uniqueFields, ['installer', registrationMessages.installerExists]);
  }
  try {
    await ctx.messenger.email(
      n.email,
      tById(languagesId, 'registration.welcomeMail.subject'),
      tById(languagesId, 'registration.welcomeMail.text', {
        name: i.name.trim(),
        company: c.name.trim(),
        points,
        url: `${ctx.config.publicUrl}/login`,
      }),
      'welcome',
      { user_id: created.userId },
    );
  } catch (error) {
    // The account exists; a failed welcome email must not turn the registration into an error.
    ctx.log.error({ err: error, user: created.userId }, 'welcome email could not be queued');
  }
  return { company_uuid: created.companyUuid, user_uuid: created.userUuid, welcome_points: points };
}
