import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { lookupPincode } from '../../client/api';
import { queryKeys } from '../../client/query';
import { type AddressForm, isIndia, PIN_CODE } from '../../lib/address';

/**
 * Where a typed PIN code is (GET /api/pincodes/{pin}: India Post's directory, kept on the server), once
 * it has 6 digits. When it answers, the State and City are filled if they are still empty, once per PIN:
 * what the shopper typed or chose is never overwritten.
 */
export function usePinSuggestion(value: AddressForm, onChange: (next: AddressForm) => void) {
  const pin = value.pincode;
  const asked = isIndia(value.country) && PIN_CODE.test(pin);
  const place = useQuery({
    queryKey: queryKeys.pincode(pin),
    queryFn: async () => (await lookupPincode(pin)).data,
    enabled: asked,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const filledFor = useRef<string | undefined>(undefined);
  const found = asked ? place.data : undefined;

  useEffect(() => {
    if (!found || found.pincode !== value.pincode || filledFor.current === found.pincode) return;
    filledFor.current = found.pincode;
    const state = value.state || found.state;
    const city = value.city.trim() ? value.city : found.district;
    if (state !== value.state || city !== value.city) onChange({ ...value, state, city });
  }, [found, value, onChange]);

  return {
    place: found,
    looking: asked && place.isFetching,
    unknown: asked && place.isError && place.error.status === 404,
  };
}
