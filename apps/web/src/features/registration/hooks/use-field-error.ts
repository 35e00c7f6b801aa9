// The translated message to show under a form field: the contract rule that fails, else (for the fields checked
// with the server) the uniqueness verdict.
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useFieldMessage } from '../../../lib/errors';
import type { FormValues } from '../utils/form';

export function useFieldError() {
  const { getFieldState, formState } = useFormContext<FormValues>();
  const translate = useFieldMessage();
  return (
    name: FieldPath<FormValues> | `survey.${string}`,
    extra?: { taken?: string | null; values?: Record<string, string | number> },
  ) => {
    const message = getFieldState(name as FieldPath<FormValues>, formState).error?.message;
    return translate((typeof message === 'string' ? message : undefined) ?? extra?.taken ?? undefined, extra?.values);
  };
}
