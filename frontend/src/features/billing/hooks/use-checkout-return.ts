import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { verifyCheckout } from '../api/checkout.ts';

/**
 * The return from a one-time pass checkout (`otp=1` with `session_id` and `jobId`): confirm the payment first,
 * then drop `session_id` and `otp` from the address. `pending` is true until then, so the page waits before
 * loading results. A failed confirmation is ignored: the results then show whatever the server grants.
 */
export function useCheckoutReturn(): { pending: boolean } {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('jobId') ?? '';
  const sessionId = params.get('session_id') ?? '';
  const returning = params.get('otp') === '1' && jobId !== '' && sessionId !== '';
  const verified = useRef<string | null>(null);

  useEffect(() => {
    if (!returning || verified.current === sessionId) return;
    verified.current = sessionId;
    void verifyCheckout(jobId, sessionId)
      .catch(() => undefined)
      .then(() => {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('session_id');
            next.delete('otp');
            return next;
          },
          { replace: true },
        );
      });
  }, [returning, jobId, sessionId, setParams]);

  return { pending: returning };
}
