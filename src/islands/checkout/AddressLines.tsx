import type { Address } from '../../client/api';
import { checkout as t } from './messages';

type Lines = Pick<Address, 'address' | 'city' | 'pincode' | 'country' | 'company' | 'phone'> & { state?: string };

/** An address below its name, a line each: street, city, State and PIN code, country, company when there is one, phone. */
export function AddressLines({ address: a }: { address: Lines }) {
  return (
    <>
      <span className="block">{a.address}</span>
      <span className="block">
        {a.city}
        {a.state ? `, ${a.state}` : ''} {a.pincode}
      </span>
      <span className="block">{a.country}</span>
      {a.company && <span className="block">{a.company}</span>}
      <span className="block text-muted">
        {t.phone}: {a.phone}
      </span>
    </>
  );
}
