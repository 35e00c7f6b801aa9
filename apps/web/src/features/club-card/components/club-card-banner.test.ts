// Which club card banner home shows (spec working-areas §2 Home, §6): "shipped" while a sent card waits to be
// activated; "order" for a Polish company with at least 10 scans this year, no pending order and no card yet.
import { describe, expect, it } from 'vitest';
import type { SelfUser } from '@club/contract/company';
import { selfUserFixture } from '../../../test/fixtures';
import { clubCardBannerKind } from './club-card-banner';

const member = (company: Partial<SelfUser['company']>) => selfUserFixture({ company });

describe('clubCardBannerKind', () => {
  it.each([
    { case: 'Poland, 10 scans, no card, nothing pending', company: {}, scans: 10, kind: 'order' },
    { case: 'Poland, 25 scans', company: {}, scans: 25, kind: 'order' },
    { case: 'Poland, only 9 scans', company: {}, scans: 9, kind: null },
    { case: 'Czechia, 10 scans', company: { regions_id: 2 }, scans: 10, kind: null },
    { case: 'Czechia, 40 scans', company: { regions_id: 2 }, scans: 40, kind: null },
    { case: 'Poland, 10 scans, a card order pending', company: { pending_edenred_card: true }, scans: 10, kind: null },
    { case: 'Poland, 10 scans, a card sent (has_edenred_card 1)', company: { has_edenred_card: 1 }, scans: 10, kind: 'shipped' },
    { case: 'a card sent, 0 scans, any region', company: { has_edenred_card: 1, regions_id: 2 }, scans: 0, kind: 'shipped' },
    {
      case: 'a card sent and already activated',
      company: { has_edenred_card: 1, edenred_card: '5300 00** **** 1234' },
      scans: 10,
      kind: null,
    },
    { case: 'Poland, 10 scans, another card state (has_edenred_card 2)', company: { has_edenred_card: 2 }, scans: 10, kind: null },
  ] as const)('$case → $kind', ({ company, scans, kind }) => {
    expect(clubCardBannerKind(member(company), scans)).toBe(kind);
  });
});
