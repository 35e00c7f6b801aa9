// Seeds reference data idempotently on every start: inserting what is missing, refreshing what the code owns.
import { sql } from 'drizzle-orm';
import { basePoints, defaultBasePoints, limits, productGroups } from '@club/contract/constants';
import { languages, regions } from '@club/contract/regions';
import type { Db } from '../client.ts';
import { basePointsTable, behavioursTable, languagesTable, regionalSettingsTable, regionsTable, tiersTable } from '../schema.ts';
import { translated } from '../../lib/i18n.ts';
import { behaviourBonuses, regionalSettingsFor, tierBracketsFor, welcomePoints } from './reference-data.ts';

export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languagesTable)
      .values(languages.map((l) => ({ id: l.id, code: l.code, name: l.name })))
      .onConflictDoUpdate({ target: languagesTable.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
    await tx
      .insert(regionsTable)
      .values(
        regions.map((r) => ({
          id: r.id,
          code: r.code,
          slug: r.slug,
          name: r.name,
          callingCode: r.callingCode,
          currency: r.currency,
          languagesId: languages.find((l) => l.code === r.language)?.id ?? 1,
        })),
      )
      .onConflictDoUpdate({
        target: regionsTable.id,
        set: {
          code: sql`excluded.code`,
          name: sql`excluded.name`,
          callingCode: sql`excluded.calling_code`,
          currency: sql`excluded.currency`,
        },
      });
    // Settings, behaviours and tiers are staff-editable later: insert only when missing.
    await tx
      .insert(regionalSettingsTable)
      .values(regions.map((r) => ({ regionsId: r.id, settings: regionalSettingsFor(r.code) })))
      .onConflictDoNothing();
    await tx
      .insert(behavioursTable)
      .values(
        regions.map((r) => ({
          slug: 'welcome-points',
          regionsId: r.id,
          name: translated('behaviour.welcome.name'),
          description: translated('behaviour.welcome.description'),
          icon: 'gift',
          points: welcomePoints[r.code] ?? limits.welcomePointsDefault,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(behavioursTable)
      .values(
        regions.flatMap((r) =>
          behaviourBonuses.map((b) => ({
            slug: b.slug,
            regionsId: r.id,
            name: translated(`behaviour.${b.key}.name`),
            description: translated(`behaviour.${b.key}.description`),
            icon: b.icon,
            points: b.points,
          })),
        ),
      )
      .onConflictDoNothing();
    // Regions the spec lists no base points for get the default table (decision 0030).
    const rows = regions.flatMap((r) =>
      (basePoints[r.code]?.length ? (basePoints[r.code] ?? []) : defaultBasePoints).map((points, i) => ({
        regionsId: r.id,
        productGroup: productGroups[i] ?? `group-${i + 1}`,
        position: i + 1,
        points,
        showForDecor: ['interior-blind', 'exterior-awning', 'roller-shutter'].includes(productGroups[i] ?? ''),
      })),
    );
    if (rows.length) await tx.insert(basePointsTable).values(rows).onConflictDoNothing();
    await tx
      .insert(tiersTable)
      .values(
        regions.map((r) => ({
          id: r.id,
          regionsId: r.id,
          tierCategory: 1,
          brackets: tierBracketsFor(r.code).map((b, i) => ({ id: r.id * 100 + i + 1, ...b })),
        })),
      )
      .onConflictDoNothing();
  });
}
