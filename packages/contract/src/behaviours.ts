// Behaviour bonuses (spec working areas §3, §7): points a company earns once for doing something
// (its first closed project, its first project survey, a verified email, a complete profile...).
// GET /v1/behaviour?region_id=&limit=&page=   { data: Behaviour[], meta } — texts in the caller's language
import { z } from 'zod';
import { idSchema, pageMetaSchema } from './common.ts';
import { pageSizes } from './constants.ts';

/** Behaviours other modules award. `welcome-points` is credited at registration. */
export const behaviourSlugs = {
  welcome: 'welcome-points',
  firstProject: 'first-project',
  projectSurvey: 'project-survey',
  emailVerified: 'email-verified',
  profileComplete: 'profile-complete',
} as const;
export type BehaviourSlug = (typeof behaviourSlugs)[keyof typeof behaviourSlugs];

/** Behaviour (spec §3) plus its slug and whether the caller's company has already earned it. */
export const behaviourItemSchema = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  points: z.number().int(),
  /** When the caller's company earned it; null when not yet. */
  earned_at: z.iso.datetime().nullable(),
});
export type BehaviourItem = z.infer<typeof behaviourItemSchema>;

export const behaviourQuerySchema = z.object({
  region_id: idSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.behaviours),
});
export type BehaviourQuery = z.input<typeof behaviourQuerySchema>;

export const behaviourListSchema = z.object({ data: z.array(behaviourItemSchema), meta: pageMetaSchema });
export type BehaviourList = z.infer<typeof behaviourListSchema>;
