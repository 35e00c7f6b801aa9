// A vendor's name in the user's language (the cart's group headings, the orders).
import { FormattedMessage } from 'react-intl';
import type { Vendor } from '@club/contract/constants';

export function VendorName({ vendor }: { vendor: Vendor }) {
  return <FormattedMessage id={`cart.vendor.${vendor}`} />;
}
