// Demo data: companies and users of each role in several regions, so a fresh `npm start` is a living portal.
// Runs only with SEED=demo or on a new embedded database; never in production (server.ts checks).
import { and, eq } from 'drizzle-orm';
import { limits } from '@club/contract/constants';
import type { Db, Tx } from '../client.ts';
import { behavioursTable, companiesTable, usersTable } from '../schema.ts';
import { notify } from '../../modules/notifications/service.ts';
import { capture, credit, reserve } from '../../modules/points/service.ts';
import { seedDemoProjects } from '../../modules/projects/demo.ts';
import { seedShop } from './shop.ts';
import { seedContent } from './content.ts';

type CompanyInput = typeof companiesTable.$inferInsert;
type UserInput = Omit<typeof usersTable.$inferInsert, 'companiesId'>;

/** Everything a seeded user needs to skip the extra login steps. */
const done = { consentSeen: true, hasAgreedToTerms: true, firstTime: false };

export const demoCompanies: { company: CompanyInput; users: UserInput[]; shopPoints?: number }[] = [
  {
    company: {
      name: 'Dachy Kowalski Sp. z o.o.',
      registrationNumber: '5213456789',
      companyType: 1,
      disclaimerAccepted: true,
      address: 'ul. Marszałkowska 10',
      postalCode: '00-590',
      city: 'Warszawa',
      regionsId: 1,
      survey: [{ question_id: 1, value: 120 }],
      options: { registrationNumberSeen: true, companyTypeSeen: true },
    },
    users: [
      {
        name: 'Jan',
        surname: 'Kowalski',
        email: 'jan.kowalski@example.pl',
        phone: '+48512345678',
        role: 3,
        languagesId: 2,
        emailConsent: true,
        options: done,
      },
      { name: 'Piotr', surname: 'Nowak', email: 'piotr.nowak@example.pl', phone: '+48600100200', role: 4, languagesId: 2, options: done },
      { name: 'Test', surname: 'Phone', phone: '+999999999901', role: 4, languagesId: 2, options: done },
    ],
  },
  {
    // A Polish owner whose company still misses the registration number and type: gets those steps at login.
    company: { name: 'Okna Wiśniewski', address: 'ul. Długa 5', postalCode: '80-827', city: 'Gdańsk', regionsId: 1 },
    users: [
      {
        name: 'Anna',
        surname: 'Wiśniewska',
        email: 'anna.wisniewska@example.pl',
        phone: '+48501222333',
        role: 3,
        languagesId: 2,
        options: {},
      },
    ],
  },
  {
    // A Czech owner from before 31 Jan 2024 who has not agreed to the terms yet.
    company: {
      name: 'Střechy Novák s.r.o.',
      registrationNumber: '27082440',
      companyType: 2,
      declarationAccepted: true,
      address: 'Václavské náměstí 12',
      postalCode: '110 00',
      city: 'Praha',
      regionsId: 2,
      survey: [{ question_id: 1, value: 40 }],
      options: { registrationNumberSeen: true, companyTypeSeen: true },
      createdAt: new Date('2023-05-02T08:00:00Z'),
    },
    users: [
      {
        name: 'Petr',
        surname: 'Novák',
        email: 'petr.novak@example.cz',
        phone: '+420601123456',
        role: 3,
        languagesId: 3,
        options: { consentSeen: true },
        createdAt: new Date('2023-05-02T08:00:00Z'),
      },
    ],
  },
  // Two Slovak owners from before 31 Jan 2024 whose companies miss everything: every extra login step (consent, terms,
  // registration number, company type, disclaimer, declaration, marketing, survey). Only the accessibility journeys
  // (e2e/accessibility*.spec.ts) sign them in: one for the axe sweep, one for the keyboard walk.
  ...['Horváthová', 'Kováč'].map((surname, i) => ({
    company: {
      name: `Strechy ${surname}`,
      address: 'Obchodná 8',
      postalCode: '811 06',
      city: 'Bratislava',
      regionsId: 3,
      createdAt: new Date('2023-03-01T08:00:00Z'),
    },
    users: [
      {
        name: i === 0 ? 'Jana' : 'Marek',
        surname,
        email: i === 0 ? 'jana.horvathova@example.sk' : 'marek.kovac@example.sk',
        phone: i === 0 ? '+421901111222' : '+421902333444',
        role: 3,
        languagesId: 4,
        options: {},
        createdAt: new Date('2023-03-01T08:00:00Z'),
      },
    ],
  })),
  {
    company: {
      name: 'Decor Szabó Kft.',
      registrationNumber: '12345678-2-42',
      registrationNumber2: 'HU12345678',
      companyType: 4,
      address: 'Andrássy út 20',
      postalCode: '1061',
      city: 'Budapest',
      regionsId: 4,
      isDecor: true,
      survey: [{ question_id: 11, value: 15 }],
      options: { registrationNumberSeen: true, companyTypeSeen: true },
    },
    users: [
      {
        name: 'Katalin',
        surname: 'Szabó',
        email: 'katalin.szabo@example.hu',
        phone: '+36301234567',
        role: 7,
        languagesId: 5,
        isDecorInstaller: true,
        options: done,
      },
      {
        name: 'Gábor',
        surname: 'Tóth',
        email: 'gabor.toth@example.hu',
        phone: '+36201234567',
        role: 8,
        languagesId: 5,
        isDecorInstaller: true,
        options: done,
      },
    ],
  },
  {
    company: {
      name: 'Acoperișuri Popescu SRL',
      registrationNumber: 'J40/1234/2019',
      address: 'Strada Victoriei 15',
      postalCode: '010061',
      city: 'București',
      regionsId: 5,
      survey: [{ question_id: 1, value: 60 }],
      options: { registrationNumberSeen: true, companyTypeSeen: true },
    },
    users: [
      { name: 'Ion', surname: 'Popescu', email: 'ion.popescu@example.ro', phone: '+40721234567', role: 3, languagesId: 6, options: done },
      {
        name: 'Lucian',
        surname: 'Ionescu',
        email: 'lucian.ionescu@example.ro',
        phone: '+40722345678',
        role: 4,
        languagesId: 6,
        options: done,
      },
    ],
  },
  // Polish owners for the sign-in journeys of issue 9 (e2e/login-*.spec.ts), one journey each (the 60 s resend gap):
  // Tomasz has done every step (wrong code), Ewa's company has not answered the survey (survey step), Zofia has not
  // seen the consent step and speaks Polish (the extra steps switch to the account's language).
  ...(
    [
      ['Tomasz', 'Lewandowski', '7771234509', '+48601100201', done, [{ question_id: 1, value: 30 }]],
      ['Ewa', 'Zielińska', '7771234515', '+48601100202', done, null],
      ['Zofia', 'Wójcik', '7771234521', '+48601100203', {}, [{ question_id: 1, value: 45 }]],
    ] as const
  ).map(([name, surname, registrationNumber, phone, options, survey]) => ({
    company: {
      name: `Dekarstwo ${surname}`,
      registrationNumber,
      companyType: 4,
      address: 'ul. Piękna 3',
      postalCode: '00-549',
      city: 'Warszawa',
      regionsId: 1,
      survey: survey === null ? null : [...survey],
      options: { registrationNumberSeen: true, companyTypeSeen: true },
    },
    users: [
      {
        name,
        surname,
        email: `${name.toLowerCase()}.${surname.toLowerCase().replace('ń', 'n').replace('ó', 'o')}@example.pl`,
        phone,
        role: 3,
        languagesId: 2,
        options: { ...options },
      },
    ],
  })),
  {
    // The shop journeys (e2e/shop*.spec.ts): the owner fills a cart and orders, the installer may browse but not order.
    company: {
      name: 'Pokrycia Mazur',
      registrationNumber: '6762468013',
      companyType: 1,
      disclaimerAccepted: true,
      address: 'ul. Lipowa 12',
      postalCode: '30-001',
      city: 'Kraków',
      regionsId: 1,
      survey: [{ question_id: 1, value: 40 }],
      options: { registrationNumberSeen: true, companyTypeSeen: true },
    },
    users: [
      {
        name: 'Halina',
        surname: 'Mazur',
        email: 'halina.mazur@example.pl',
        phone: '+48501777888',
        role: 3,
        languagesId: 2,
        options: done,
      },
      { name: 'Kamil', surname: 'Dudek', email: 'kamil.dudek@example.pl', phone: '+48501777999', role: 4, languagesId: 2, options: done },
    ],
    shopPoints: 400,
  },
];

/** Welcome points for every demo company; the first one (the Polish owner's) also gets a year of history, so the
 *  balance page, the history and the expiring-points warning have something to show. All through the ledger. */
async function seedDemoPoints(
  tx: Tx,
  company: typeof companiesTable.$inferSelect,
  owner: typeof usersTable.$inferSelect,
  withHistory: boolean,
) {
  const now = new Date();
  const lastYear = now.getUTCFullYear() - 1;
  const day = (month: number, d: number) => new Date(Date.UTC(lastYear, month - 1, d, 9));
  const [welcome] = await tx
    .select({ points: behavioursTable.points })
    .from(behavioursTable)
    .where(and(eq(behavioursTable.slug, 'welcome-points'), eq(behavioursTable.regionsId, company.regionsId)));
  const base = { companyId: company.id, userId: owner.id };
  await credit(tx, {
    ...base,
    amount: welcome?.points ?? limits.welcomePointsDefault,
    kind: 'welcome',
    idempotencyKey: 'welcome',
    now: withHistory ? day(2, 10) : now,
  });
  if (!withHistory) return;
  await credit(tx, { ...base, amount: 120, kind: 'project', idempotencyKey: 'demo:project:1', now: day(6, 15) });
  await credit(tx, { ...base, amount: 85, kind: 'project', idempotencyKey: 'demo:project:2', now: day(9, 20) });
  const spent = await reserve(tx, { ...base, amount: 100, idempotencyKey: 'demo:order:1', orderNumber: 'DEMO/1001', now: day(11, 10) });
  await capture(tx, { companyId: company.id, reservationId: spent.reservationId, now: day(11, 14) });
  await credit(tx, { ...base, amount: 30, kind: 'tier_bonus', idempotencyKey: 'demo:tier:1', now: day(12, 5) });
  await credit(tx, { ...base, amount: 10, kind: 'behaviour', idempotencyKey: 'demo:behaviour:profile', now });
  await reserve(tx, { ...base, amount: 40, idempotencyKey: 'demo:order:2', orderNumber: 'DEMO/1002', now });
  // Enough to try the shop: a COMPACT order above the Polish minimum (128) beside a voucher or print order.
  await credit(tx, { ...base, amount: 500, kind: 'adjustment', reason: 'Demo: points to try the shop', idempotencyKey: 'demo:shop', now });
}

/** `projects: false` leaves out the product units and projects (for tests of what the rest of the demo holds). */
export async function seedDemo(db: Db, options: { projects?: boolean } = {}): Promise<boolean> {
  // The catalogue first and on its own check, so a database seeded before the shop existed gets it too.
  await db.transaction((tx) => seedShop(tx));
  // Content likewise: news, videos, hero slides, resources and teasers for every region.
  await db.transaction((tx) => seedContent(tx));
  const [existing] = await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.email, 'jan.kowalski@example.pl'));
  if (existing) return false;
  const owners: Parameters<typeof seedDemoProjects>[1] = [];
  for (const { company, users, shopPoints } of demoCompanies) {
    await db.transaction(async (tx) => {
      const [c] = await tx.insert(companiesTable).values(company).returning();
      if (!c) throw new Error('demo company not inserted');
      const inserted = await tx
        .insert(usersTable)
        .values(users.map((u) => ({ ...u, companiesId: c.id })))
        .returning();
      for (const u of inserted) {
        await notify(tx, { user: u, type: 'info', kind: 'demo_welcome', messageKey: 'notification.demoWelcome', values: { name: u.name } });
      }
      const owner = inserted[0];
      if (owner) await seedDemoPoints(tx, c, owner, company === demoCompanies[0]?.company);
      if (owner && shopPoints)
        await credit(tx, {
          companyId: c.id,
          userId: owner.id,
          amount: shopPoints,
          kind: 'adjustment',
          reason: 'Demo: points to try the shop',
          idempotencyKey: 'demo:shop',
          now: new Date(),
        });
      // Projects for the companies whose owners get straight into the portal (not those kept for the login-step journeys).
      if (owner && c.registrationNumber && owner.options.consentSeen && owner.options.hasAgreedToTerms)
        owners.push({
          companyId: c.id,
          userId: owner.id,
          role: owner.role,
          regionsId: c.regionsId,
          isDecor: c.isDecor,
          languagesId: owner.languagesId,
        });
    });
  }
  if (options.projects !== false) await seedDemoProjects(db, owners);
  return true;
}
