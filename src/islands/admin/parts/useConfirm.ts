import { useState } from 'react';

/** Which item a delete is waiting to be confirmed for. */
export function useConfirm<T extends { name: string }>() {
  const [pending, setPending] = useState<T>();
  return { pending, ask: setPending, clear: () => setPending(undefined) };
}
