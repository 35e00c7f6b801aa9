// What home reads of the content (GET /v1/content): the hero slide, the sticky news beside it, the latest news, the
// videos and the shop teasers. One place for the components that show them and for home's early reads
// (app/route-data.ts), so both ask under the same keys.
import { pageSizes } from '@club/contract/constants';
import type { ContentFilters } from '../../../lib/content/get-content';

export const homeContent = {
  hero: { types: ['hero'], limit: 1 },
  sticky: { types: ['news'], options: ['sticky'], limit: pageSizes.homeSticky },
  news: { types: ['news'], limit: pageSizes.homeNews },
  videos: { types: ['video'], limit: pageSizes.homeVideos },
  shopTeasers: { types: ['shop_teaser'], options: ['sticky'], limit: 4 },
} satisfies Record<string, ContentFilters>;
