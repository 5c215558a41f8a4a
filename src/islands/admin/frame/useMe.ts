import { useEffect, useState } from 'react';
import { getMe, type Admin } from '../../../client/api';

/** The signed-in admin, for the top bar's photo and name. A failure leaves it empty (docs/product.md §8). */
export function useMe(): Admin | undefined {
  const [me, setMe] = useState<Admin>();
  useEffect(() => {
    let live = true;
    getMe().then(
      (r) => {
        if (live) setMe(r.data);
      },
      () => {
        /* the sections show the server's refusal */
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return me;
}
