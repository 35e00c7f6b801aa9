// What every step needs beside the form itself.
import type { PublicConfig, RegionalSettings, Survey } from '@club/contract/config';
import type { LanguageCode } from '@club/contract/regions';
import type { UniqueField } from '../api/validate-company';
import type { Uniqueness } from '../hooks/use-uniqueness';
import type { Variant } from '../utils/form';

export interface StepProps {
  config: PublicConfig;
  settings: RegionalSettings | null;
  variant: Variant;
  language: LanguageCode;
  survey: Survey;
  uniqueness: Record<UniqueField, Uniqueness>;
  callingCode: string | undefined;
}
