import { describeLocales } from '../../../../scripts/locale-check.ts';

describeLocales('server', import.meta.dirname);
