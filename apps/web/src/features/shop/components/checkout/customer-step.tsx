// Step 1 of the checkout as its own chunk (docs/decisions/0135): react-hook-form, the fields and the region Select
// (Combobox, ScrollArea) load with this step, not with the page; the wizard paints the frame and a skeleton of this
// step's size meanwhile (checkout-skeleton.tsx). The rules (zod, libphonenumber) still load when the form is first
// used (utils/checkout-rules.ts). The step is mounted again after "Edit": it starts from the values last passed.
import { useCallback } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { CheckoutCustomerInput, DeliveryType } from '@club/contract/orders';
import { onDemand } from '../../../../lib/on-demand';
import { WizardActions } from '../../../../lib/wizard/wizard-actions';
import type { CustomerValues } from '../../utils/checkout-form';
import { CustomerFields } from './customer-fields';

const rules = onDemand(() => import('../../utils/checkout-rules'));

export default function CustomerStep({
  delivery,
  ownEmail,
  defaultValues,
  onPassed,
  onFailure,
}: {
  delivery: DeliveryType;
  ownEmail: string;
  /** The prefilled values, or those last passed when the person comes back with "Edit". */
  defaultValues: CheckoutCustomerInput;
  /** The customer as the rules gave it, and the values as typed (to start from after "Edit"). */
  onPassed: (customer: CustomerValues, typed: CheckoutCustomerInput) => void;
  /** The rules could not be fetched: shown like a placing error. */
  onFailure: (error: unknown) => void;
}) {
  const resolver = useCallback<Resolver<CheckoutCustomerInput, unknown, CustomerValues>>(
    (values, context, options) => rules().then(({ customerResolver }) => customerResolver(delivery)(values, context, options)),
    [delivery],
  );
  const form = useForm<CheckoutCustomerInput, unknown, CustomerValues>({ resolver, defaultValues, mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onFocus={rules.prefetch}
        onSubmit={(e) => {
          // The rules may still be on their way (or fail to come: then the failure shows like a placing error).
          form
            .handleSubmit((values) => onPassed(values, form.getValues()))(e)
            .catch(onFailure);
        }}
      >
        <CustomerFields delivery={delivery} ownEmail={ownEmail} />
        <WizardActions
          backLabel={<FormattedMessage id="checkout.backToCart" />}
          onBack={null}
          submitLabel={<FormattedMessage id="checkout.toSummary" />}
          submitIcon={{ right: <IconArrowRight size={16} aria-hidden /> }}
        />
      </form>
    </FormProvider>
  );
}
