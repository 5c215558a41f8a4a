import { useCallback, useEffect, useState } from 'react';
import { getCategoryFigures } from '../../../client/api';
import { pieData, type PieData } from './chartData';

/** Pieces bought per category, counted in SQL on the server. */
export function useCategoryFigures() {
  const [state, setState] = useState<{ data?: PieData; loading: boolean; error?: unknown }>({ loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    getCategoryFigures().then(
      (f) => {
        if (live) setState({ data: pieData(f), loading: false });
      },
      (error: unknown) => {
        if (live) setState({ loading: false, error });
      },
    );
    return () => {
      live = false;
    };
  }, [tick]);
  return { ...state, reload: useCallback(() => setTick((t) => t + 1), []) };
}
