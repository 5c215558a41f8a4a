/** One Idempotency-Key per checkout attempt (docs/api.md): a retry of the same attempt reuses it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** Keeps the key while the attempt (same address) is retried; a new address starts a new attempt. */
export function attemptKeeper() {
  let current: { addressId: number; key: string } | undefined;
  return {
    keyFor(addressId: number): string {
      if (current?.addressId !== addressId) current = { addressId, key: newIdempotencyKey() };
      return current.key;
    },
    done(): void {
      current = undefined;
    },
  };
}
