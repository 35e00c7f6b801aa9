// The checkout customer of a club card or top-up order, built from the signed-in user and their company (spec §7):
// the card is posted to the company's address, in the user's name.
import type { SelfUser } from '@club/contract/company';
import type { CheckoutCustomerInput } from '@club/contract/orders';
import { splitAddress } from '@club/contract/address';
import { regionById } from '@club/contract/regions-data';

export function customerOf(user: SelfUser): CheckoutCustomerInput {
  const { street, house_number } = splitAddress(user.company.address);
  const region = user.company.regions_id;
  return {
    email: user.email ?? '',
    phone: user.phone ?? '',
    phone_region: region,
    phone_number: user.phone ?? '',
    name: user.name,
    surname: user.surname,
    company_name: user.company.name,
    street: street || user.company.address,
    house_number: house_number || '1',
    city: user.company.city,
    postal_code: user.company.postal_code,
    country: regionById(region)?.code ?? '',
    region,
  };
}
