// Demo data for projects: a few hundred product units and, for the demo companies, projects in every state — all made
// through the same service functions the routes use, so counters, ledger and notifications are as real.
import { projectStatus } from '@club/contract/constants';
import type { Db } from '../../db/client.ts';
import { projectsTable } from './tables.ts';
import { addScan, createProject, demoUnits, insertUnits, markLostProjects, submitSurvey } from './service.ts';
import type { ProjectScope } from './queries.ts';
import { eq } from 'drizzle-orm';

export const demoUnitCount = 400;

const survey = (installed: number) =>
  JSON.stringify([
    { question_id: 1, answer_id: 1 },
    { question_id: 2, answer_id: 2 },
    { question_id: 3, answer_id: 1 },
    { question_id: 4, value: installed },
  ]);

type DemoOwner = ProjectScope;

/** Seeds the units, then projects for each owner. Serials used here are taken from the start of the unit list. */
export async function seedDemoProjects(db: Db, owners: DemoOwner[], now = new Date()): Promise<void> {
  const units = demoUnits(demoUnitCount, now);
  await insertUnits(db, units);
  let next = 0;
  const take = (group?: string) => {
    const i = units.findIndex((u, j) => j >= next && (group === undefined || u.productGroup === group));
    const unit = units[i];
    if (!unit) throw new Error('demo units ran out');
    // Swap the found unit to `next`, so each serial is used once.
    [units[i], units[next]] = [units[next] ?? unit, unit];
    next += 1;
    return unit.serialNumber;
  };
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  /** The services' context at a moment of the demo's past. */
  const clock = (at: Date) => ({ db, now: () => at });

  for (const [i, owner] of owners.entries()) {
    const scope = owner;
    const decor = owner.role === 7 || owner.role === 8;
    const group = decor ? 'interior-blind' : undefined;
    const project = async (street: string, postalCode: string, city: string, serials: string[], at: Date) => {
      const p = await createProject(clock(at), scope, { streetName: street, postalCode, city });
      for (const s of serials) await addScan(clock(at), scope, { projectUuid: p.uuid, serialNumber: s });
      return p;
    };
    const streets = ['Lipowa 4', 'Słoneczna 12', 'Ogrodowa 7', 'Polna 19', 'Leśna 3'];
    const street = (k: number) => `${streets[(i + k) % streets.length] ?? 'Main Street 1'}`;

    // Open, with units scanned: the preview of what it will earn.
    await project(street(0), '00-950', 'Warszawa', [take(group), take(group), take()], days(3));
    // Closed: survey submitted, points credited.
    const closed = await project(street(1), '02-495', 'Warszawa', [take(group), take(group), take(), take()], days(40));
    await submitSurvey(clock(days(38)), scope, { uuid: closed.uuid, response: survey(4) });
    if (i > 0) continue;
    // The first owner also gets: an open project with no scans, one in review (an unknown serial), and one about to be lost.
    await createProject(clock(days(1)), scope, { streetName: 'Krótka 2', postalCode: '05-500', city: 'Piaseczno' });
    const review = await project('Zielona 8', '05-092', 'Łomianki', [take(), 'RW2401999999'], days(20));
    await submitSurvey(clock(days(19)), scope, { uuid: review.uuid, response: survey(2) });
    const old = await project('Brzozowa 15', '05-400', 'Otwock', [take(), take()], days(85));
    await db
      .update(projectsTable)
      .set({ lastActivityAt: days(85) })
      .where(eq(projectsTable.uuid, old.uuid));
    // A lost one: no activity for 120 days (what the job does to projects left alone).
    const lost = await project('Kasztanowa 1', '05-800', 'Pruszków', [take()], days(120));
    await db
      .update(projectsTable)
      .set({ status: projectStatus.open, lastActivityAt: days(120) })
      .where(eq(projectsTable.uuid, lost.uuid));
  }
  await markLostProjects(clock(now));
}
