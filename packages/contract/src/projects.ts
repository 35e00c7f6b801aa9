// Projects (jobs at a street address), their product scans and the project survey
// (spec working areas §2–5, §7; DESIGN §6, §9).
//
// GET    /v1/project?page=&status=&constrainTo=&limit=   projects of the caller's company, 20 a page; no status → open only
// POST   /v1/project                                       { name, streetName, city, postalCode } → 201 the project
// GET    /v1/project/{uuid}                                the project with its scans, survey and points preview
// DELETE /v1/project/{uuid}                                204; only a project with no scans (else 409)
// POST   /v1/project/{uuid}/scans                          { serial_number } | { qr } (+ Idempotency-Key) → 201 the scan (200 replay)
// POST   /v1/project/{uuid}/survey                         { response: "<JSON string>" } → { status: 2 | 5 }
// GET    /v1/product?projects_id=                          { data: scans[] } of one project
// DELETE /v2/scans/{uuid}                                  204; only while the project is open (else 409)
import { z } from 'zod';
import { idSchema, pageMetaSchema, uuidSchema } from './common.ts';
import { pageSizes, productGroups, projectStatus, scanFlag } from './constants.ts';
import { messages } from './validators.ts';
import { isSerialNumber, normaliseSerial, qrMaxInput, scanMessages, serialFromQr, serialMaxInput } from './serials.ts';

/** Message keys this area adds (the web app translates them; see its locales). */
export const projectMessages = { invalid: 'validation.invalid', tooLong: 'validation.tooLong' } as const;

// Serial numbers and QR codes live in serials.ts (no zod: the scanner page loads them first).
export * from './serials.ts';

/** POST /v1/project/{uuid}/scans: exactly one of `serial_number` (typed) or `qr` (the decoded text of the label's QR). */
export const addScanBodySchema = z
  .object({
    serial_number: z
      .string()
      .max(serialMaxInput, scanMessages.serialNumber)
      .refine((v) => isSerialNumber(v), scanMessages.serialNumber)
      .transform(normaliseSerial)
      .optional(),
    qr: z
      .string()
      .max(qrMaxInput, scanMessages.qr)
      .refine((v) => serialFromQr(v) !== null, scanMessages.qr)
      .optional(),
  })
  .refine((b) => (b.serial_number === undefined) !== (b.qr === undefined), { message: scanMessages.serialOrQr, path: ['serial_number'] });
export type AddScanBody = z.input<typeof addScanBodySchema>;

/** The optional `Idempotency-Key` header of a scan (the offline queue sends a client uuid per scan). */
export const idempotencyKeySchema = z.string().min(1).max(200);

// ---------------------------------------------------------------------------------------------------------------------
// Scans

export const productGroupSchema = z.enum(productGroups);
export const scanFlagSchema = z.union([z.literal(scanFlag.ok), z.literal(scanFlag.inReview), z.literal(scanFlag.rejected)]);

/** Why a scan was kept with flag 2 (for staff, and for the installer's message). */
export const scanReasons = ['unknown_serial', 'already_scanned', 'more_than_survey'] as const;
export const scanReasonSchema = z.enum(scanReasons);
export type ScanReason = z.infer<typeof scanReasonSchema>;

export const surveyItemSchema = z.object({
  uuid: uuidSchema,
  question_id: z.number().int(),
  /** The chosen answer of a single-choice question; null for a number question. */
  answer_id: z.number().int().nullable(),
  /** The number of a number question; null otherwise. */
  value: z.number().int().nullable(),
});
export type SurveyItem = z.infer<typeof surveyItemSchema>;

/** Product scan (spec §3) plus what the unit is and earns. */
export const scanSchema = z.object({
  uuid: uuidSchema,
  id: z.number().int(),
  serial_number: z.string(),
  /** The product's name, e.g. "Centre-pivot roof window"; null for an unknown serial. */
  name: z.string().nullable(),
  product_group: productGroupSchema.nullable(),
  type: z.string().nullable(),
  size: z.string().nullable(),
  variant: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** 1 ok, 2 in review (shown yellow), 3 rejected. Shown to users only when the project is closed or in review. */
  flag: scanFlagSchema,
  /** Set when flag is 2: why a person has to look at it. */
  reason: scanReasonSchema.nullable(),
  /** Open or in review: what this unit earns now (0 unless flag 1), base points of its group plus the tier bracket's
   *  bonus. Closed: what it earned when the project closed (base + tier bonus). */
  points: z.number().int(),
  /** What it would earn if accepted (flag 2 units count here; rejected units earn nothing). */
  max_points: z.number().int(),
  survey: z.array(surveyItemSchema),
});
export type Scan = z.infer<typeof scanSchema>;

/** GET /v1/product?projects_id=<project uuid or id>. */
export const productQuerySchema = z.object({ projects_id: z.union([uuidSchema, idSchema]) });
export type ProductQuery = z.infer<typeof productQuerySchema>;
export const scanListSchema = z.object({ data: z.array(scanSchema) });
export type ScanList = z.infer<typeof scanListSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Projects

export const projectStatusIds = [
  projectStatus.open,
  projectStatus.closed,
  projectStatus.lost,
  projectStatus.other,
  projectStatus.inReview,
] as const;
/** Stable names; the web app shows them translated. */
export const projectStatusNames = { 1: 'open', 2: 'closed', 3: 'lost', 4: 'other', 5: 'in_review' } as const;
export const projectStatusSchema = z.object({
  id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  name: z.enum(['open', 'closed', 'lost', 'other', 'in_review']),
});
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** An open project with no activity (created, a scan added or deleted) for this many days becomes lost. */
export const projectLostAfterDays = 90;

/** A behaviour bonus the project earns (or would earn) on top of its units. */
export const projectBehaviourBonusSchema = z.object({ slug: z.string(), name: z.string(), points: z.number().int() });

/** How `available_points` / `max_points` are made up, so "this job will earn X" can be explained per part. */
export const projectEarningsSchema = z.object({
  /** Region base points of the units that earn now (flag 1). */
  base: z.number().int(),
  /** Tier bracket bonus of those units (0 for decor companies). */
  tier_bonus: z.number().int(),
  /** Behaviour bonuses closing this project now would earn (each once per company). */
  behaviour_bonus: z.number().int(),
  behaviours: z.array(projectBehaviourBonusSchema),
  /** Base points + tier bonus of the flag 2 units that staff may still accept (part of max_points only). */
  in_review: z.number().int(),
});
export type ProjectEarnings = z.infer<typeof projectEarningsSchema>;

const projectFields = {
  uuid: uuidSchema,
  id: z.number().int(),
  name: z.string(),
  street_name: z.string(),
  city: z.string(),
  postal_code: z.string(),
  status: projectStatusSchema,
  created_at: z.iso.datetime(),
  /** Days until an open project becomes lost; null unless open. */
  days_left: z.number().int().nullable(),
  /**
   * Open or in review: what submitting the survey now would credit (the preview). Closed: what was credited.
   * Lost: 0.
   */
  available_points: z.number().int(),
  /** The same computed now by the crediting function, whatever the status. */
  calculated_available_points: z.number().int(),
  /** What the project would earn with everything completed (every unit accepted, every behaviour bonus). */
  max_points: z.number().int(),
  calculated_max_points: z.number().int(),
  products_count: z.number().int(),
  /** Whether the project survey has been submitted. */
  has_survey: z.boolean(),
  lead: z.string().nullable(),
};

export const projectListItemSchema = z.object(projectFields);
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectSchema = z.object({
  ...projectFields,
  products: z.array(scanSchema),
  survey: z.array(surveyItemSchema),
  earnings: projectEarningsSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** The tabs' filters: In review 5, Closed 2, Lost 3 (and Open 1). 4 is never offered. No status = the All tab = open only. */
export const projectFilterStatuses = [projectStatus.open, projectStatus.closed, projectStatus.lost, projectStatus.inReview] as const;

export const projectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.projects),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (projectFilterStatuses as readonly number[]).includes(s), 'validation.invalid')
    .optional(),
  /** Accepted for the spec's All tab; the list without a status is constrained to open projects either way. */
  constrainTo: z.enum(['open']).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectListSchema = z.object({ data: z.array(projectListItemSchema), meta: pageMetaSchema });
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectLimits = { nameMax: 100, streetMax: 200, cityMax: 100, postalCodeMax: 20 } as const;

/** POST /v1/project (spec §5: street and postal code required; the name is the word for project in the user's language). */
export const createProjectBodySchema = z.object({
  name: z.string().trim().max(projectLimits.nameMax, projectMessages.tooLong).optional(),
  streetName: z.string().trim().min(1, messages.required).max(projectLimits.streetMax, projectMessages.tooLong),
  city: z.string().trim().max(projectLimits.cityMax, projectMessages.tooLong).optional(),
  postalCode: z.string().trim().min(1, messages.required).max(projectLimits.postalCodeMax, projectMessages.tooLong),
});
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

// ---------------------------------------------------------------------------------------------------------------------
// The project survey

/**
 * The questions of the project survey. Labels are web translation keys: `projects.survey.q<id>` for the question and
 * `projects.survey.q<id>.a<answer id>` for an answer. Question 4's number is compared with the scans: more scanned
 * units than installed ones sends the extra scans to review (reason `more_than_survey`).
 */
export const projectSurveyQuestions = [
  { id: 1, type: 'single', required: true, answers: [1, 2, 3, 4] }, // building: house, multi-family, commercial, other
  { id: 2, type: 'single', required: true, answers: [1, 2, 3] }, // job: new build, replacement, loft conversion/renovation
  { id: 3, type: 'single', required: false, answers: [1, 2, 3] }, // who chose the products: installer, homeowner, architect
  { id: 4, type: 'number', required: true, answers: [] }, // how many units were installed on this job
] as const satisfies readonly { id: number; type: 'single' | 'number'; required: boolean; answers: readonly number[] }[];
export const installedUnitsQuestionId = 4;
export const installedUnitsMax = 10_000;

export const projectSurveyAnswerSchema = z.object({
  question_id: z.number().int(),
  answer_id: z.number().int().optional(),
  value: z.number().int().optional(),
});
/** What `response` holds once parsed: one answer per question. */
export const projectSurveyResponseSchema = z.array(projectSurveyAnswerSchema).max(20);
export type ProjectSurveyResponse = z.infer<typeof projectSurveyResponseSchema>;

/** POST /v1/project/{uuid}/survey. `response` is the JSON text of a `ProjectSurveyResponse`. */
export const projectSurveyBodySchema = z.object({ response: z.string().max(20_000, projectMessages.tooLong) });
export type ProjectSurveyBody = z.infer<typeof projectSurveyBodySchema>;

/** 2: closed, points credited. 5: in review (a scan has flag 2), the modal says so. */
export const projectSurveyResultSchema = z.object({
  status: z.union([z.literal(projectStatus.closed), z.literal(projectStatus.inReview)]),
  /** Points credited by this submission (0 when in review). */
  points: z.number().int(),
});
export type ProjectSurveyResult = z.infer<typeof projectSurveyResultSchema>;

/**
 * Every problem of a project survey response, by path `response.<question_id>` (or `response` when it is not JSON of
 * the right shape). Messages are translation keys. Used by the survey form and the server alike.
 */
export function projectSurveyProblems(response: string): { fields: Record<string, string[]>; answers: ProjectSurveyResponse | null } {
  const fields: Record<string, string[]> = {};
  const add = (path: string, m: string) => (fields[path] ??= []).push(m);
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    add('response', projectMessages.invalid);
    return { fields, answers: null };
  }
  const result = projectSurveyResponseSchema.safeParse(parsed);
  if (!result.success) {
    add('response', projectMessages.invalid);
    return { fields, answers: null };
  }
  const answers = result.data;
  const seen = new Set<number>();
  for (const a of answers) {
    const q = projectSurveyQuestions.find((x) => x.id === a.question_id);
    if (!q || seen.has(a.question_id)) add(`response.${a.question_id}`, projectMessages.invalid);
    seen.add(a.question_id);
  }
  for (const q of projectSurveyQuestions) {
    const a = answers.find((x) => x.question_id === q.id);
    const path = `response.${q.id}`;
    if (q.type === 'number') {
      if (a?.value === undefined) {
        if (q.required) add(path, messages.required);
      } else if (a.value < 1 || a.value > installedUnitsMax) add(path, messages.surveyNumber);
      continue;
    }
    if (a?.answer_id === undefined) {
      if (q.required) add(path, messages.required);
    } else if (!(q.answers as readonly number[]).includes(a.answer_id)) add(path, projectMessages.invalid);
  }
  return { fields, answers };
}
