const armed = new Set<AbortSignal>();

/**
 * `AbortSignal.timeout(ms)` kept alive until it fires. Node 20 holds the signals given to `AbortSignal.any` weakly,
 * so an otherwise unreferenced timeout signal can be collected and then never fires.
 */
export function timeoutSignal(ms: number): AbortSignal {
  const signal = AbortSignal.timeout(ms);
  armed.add(signal);
  signal.addEventListener('abort', () => armed.delete(signal), { once: true });
  return signal;
}
