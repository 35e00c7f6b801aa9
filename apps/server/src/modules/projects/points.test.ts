// The points function on its own: what each unit and the project earn, by flag, tier bracket and behaviour bonus.
import { describe, expect, it } from 'vitest';
import { projectPoints, type ProjectPointsInput } from './points.ts';

const brackets = [
  { level: 1, from: 0, to: 9, points: 0 },
  { level: 2, from: 10, to: 19, points: 2 },
  { level: 3, from: 20, to: 999, points: 4 },
];
const bonus = (slug: string, points: number) => ({ slug, name: slug, points });
const input = (over: Partial<ProjectPointsInput> = {}): ProjectPointsInput => ({
  units: [],
  brackets,
  unitsThisYear: 0,
  surveyBehaviours: [bonus('project-survey', 10)],
  closeBehaviours: [bonus('first-project', 50)],
  surveyDone: false,
  ...over,
});

describe('projectPoints', () => {
  it('earns nothing now for a project without scans, but shows the bonuses it could earn', () => {
    expect(projectPoints(input())).toMatchObject({ available: 0, max: 60, behaviours: [] });
  });

  it('adds base points, the tier bonus by running number, and both bonuses when the survey closes the project', () => {
    const p = projectPoints(
      input({
        unitsThisYear: 8,
        units: [
          { key: 'a', flag: 1, base: 5 },
          { key: 'b', flag: 1, base: 10 },
          { key: 'c', flag: 1, base: 5 },
        ],
      }),
    );
    // Units 9, 10 and 11 of the year: the first is in level 1, the others in level 2.
    expect(p.units.map((u) => u.points)).toEqual([5, 12, 7]);
    expect(p).toMatchObject({ base: 20, tierBonus: 4, behaviourBonus: 60, closes: true, available: 84, max: 84 });
  });

  it('credits only the survey bonus when a unit is in review; the reviewed units’ tier numbers come after the earning ones', () => {
    const p = projectPoints(
      input({
        unitsThisYear: 9,
        units: [
          { key: 'x', flag: 2, base: 5 },
          { key: 'a', flag: 1, base: 5 },
          { key: 'u', flag: 2, base: 0 },
          { key: 'r', flag: 3, base: 5 },
        ],
      }),
    );
    expect(p.closes).toBe(false);
    expect(p.units.map((u) => [u.key, u.points, u.maxPoints])).toEqual([
      ['x', 0, 7],
      ['a', 7, 7],
      ['u', 0, 0],
      ['r', 0, 0],
    ]);
    expect(p).toMatchObject({ base: 0, tierBonus: 0, behaviourBonus: 10, inReview: 7, available: 10, max: 7 + 7 + 60 });
  });

  it('in review after the survey: closing now earns the accepted units and the closing bonus', () => {
    const p = projectPoints(
      input({
        surveyDone: true,
        units: [
          { key: 'a', flag: 1, base: 5 },
          { key: 'x', flag: 2, base: 5 },
        ],
      }),
    );
    expect(p).toMatchObject({ base: 5, behaviourBonus: 50, available: 55, max: 60 });
  });

  it('gives decor companies (no brackets) no tier bonus', () => {
    const p = projectPoints(input({ brackets: null, unitsThisYear: 500, units: [{ key: 'a', flag: 1, base: 10 }] }));
    expect(p.tierBonus).toBe(0);
    expect(p.available).toBe(70);
  });
});
