import { useEffect, useState } from 'react';
import { listCategories } from '../../../client/api';

/** The store's categories, offered as suggestions; a new one may still be typed. */
export function useCategories(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    listCategories().then(
      (r) => {
        if (live) setNames(r.data);
      },
      () => {
        /* suggestions only */
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return names;
}
