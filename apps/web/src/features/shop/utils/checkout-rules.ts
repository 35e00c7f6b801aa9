// The checkout customer's rules — the contract's schema for the order's delivery type, with the phone check
// (zod, libphonenumber) — fetched when the form is first used, not with the page (issue 10).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { checkoutCustomerSchemaFor, type CheckoutCustomerInput, type DeliveryType } from '@club/contract/orders';
import type { CustomerValues } from './checkout-form';

export const customerResolver = (delivery: DeliveryType): Resolver<CheckoutCustomerInput, unknown, CustomerValues> =>
  zodResolver(checkoutCustomerSchemaFor(delivery));
