// Test factory: product units with unique serials.
import { randomBytes } from 'node:crypto';
import type { ProductGroup } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { productUnitsTable } from './tables.ts';

export async function createUnit(db: Tx, input: { group?: ProductGroup; serial?: string } = {}) {
  const [row] = await db
    .insert(productUnitsTable)
    .values({
      serialNumber: input.serial ?? `RW${randomBytes(5).toString('hex').toUpperCase()}`,
      productGroup: input.group ?? 'roof-window',
      name: 'Centre-pivot roof window',
      type: 'CPW',
      size: '78 × 118 cm',
      variant: 'Pine, white lacquer, triple glazing',
      producedAt: new Date('2025-03-01T00:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('unit not inserted');
  return row;
}
