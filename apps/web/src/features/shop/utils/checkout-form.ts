// The checkout's customer form (spec §5 Checkout form): its values prefilled from the own user and company, the
// contract's rules for the order's delivery type (`checkoutCustomerSchemaFor`), and the customer sent with the order.
import type { SelfUser } from '@club/contract/company';
import { deliveryTypes } from '@club/contract/constants';
import type { CheckoutCustomer, DeliveryType } from '@club/contract/orders';
import { regionById } from '@club/contract/regions-data';

/** The form's values: the contract's customer with every text present. */
export type CustomerValues = CheckoutCustomer;

/** "ul. Długa 5" → street "ul. Długa", house number "5" (a company's address is kept on one line). */
export function splitAddress(address: string): { street: string; house_number: string } {
  const m = /^(.*?)[\s,]+(\d+[a-zA-Z]?(?:\s*[/-]\s*\d+[a-zA-Z]?)?)$/.exec(address.trim());
  return m ? { street: m[1] ?? '', house_number: m[2] ?? '' } : { street: address.trim(), house_number: '' };
}

/** Prefilled from the user and their company; the email stays empty (empty keeps the user's own). */
export function customerFrom(user: SelfUser): CustomerValues {
  const region = user.company.regions_id || user.region.id;
  const { street, house_number } = splitAddress(user.company.address ?? '');
  return {
    email: '',
    phone: '',
    phone_region: user.region.id,
    phone_number: user.phone ?? '',
    name: user.name,
    surname: user.surname,
    company_name: user.company.name ?? '',
    street,
    house_number,
    city: user.company.city ?? '',
    postal_code: user.company.postal_code ?? '',
    country: regionById(region)?.code ?? '',
    region,
  };
}

/**
 * What is sent: the country follows the region. A digital order (vouchers) has no address on the form, so none is
 * sent (the house number defaults to "1", spec §5), and no company name outside company delivery.
 */
export function customerToSend(values: CustomerValues, delivery: DeliveryType): CustomerValues {
  const base = { ...values, phone: values.phone_number, country: regionById(values.region)?.code ?? '' };
  if (delivery === deliveryTypes.digital) return { ...base, street: '', house_number: '1', city: '', postal_code: '', company_name: '' };
  if (delivery !== deliveryTypes.company) return { ...base, company_name: '' };
  return base;
}

/** Fields the form shows for a delivery type. */
export const isPhysical = (delivery: DeliveryType) => delivery !== deliveryTypes.digital;
