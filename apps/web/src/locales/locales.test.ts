import { describeLocales } from '../../../../scripts/locale-check.ts';

describeLocales('web', import.meta.dirname);
