// The translated message under a field of the surrounding react-hook-form: its error is a contract key
// ('validation.required') or one of the spec's server texts, shown in the user's language.
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldMessage } from '../../lib/errors';

export function useFieldError() {
  const { getFieldState, formState } = useFormContext<FieldValues>();
  const translate = useFieldMessage();
  return (name: string, values?: Record<string, string | number>): string | undefined => {
    const message = getFieldState(name as Path<FieldValues>, formState).error?.message;
    return translate(typeof message === 'string' ? message : undefined, values);
  };
}
