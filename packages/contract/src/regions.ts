// The 16 regions and 15 languages of the club (DESIGN §6): the tables (regions-data.ts) and their schemas.
import { z } from 'zod';
import { languageCodes, languages, regions } from './regions-data.ts';

export * from './regions-data.ts';

export const languageCodeSchema = /* @__PURE__ */ z.enum(languageCodes);
export const languageIdSchema = /* @__PURE__ */ z.number().int().min(1).max(languages.length);
export const regionIdSchema = /* @__PURE__ */ z.number().int().min(1).max(regions.length);
