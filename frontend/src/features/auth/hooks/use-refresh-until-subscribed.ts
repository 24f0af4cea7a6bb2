import { useEffect } from 'react';
import { useAuth } from '../auth-state.tsx';

const EVERY_MS = 2000;
const TRIES = 15;

/**
 * After a checkout, the plan changes when the payment provider's webhook arrives: until the subscription shows
 * as active, the user's record is read again every 2 s (for half a minute at most).
 */
export function useRefreshUntilSubscribed(): void {
  const { status, subscriptionStatus, refresh } = useAuth();
  const waiting = status === 'signed-in' && subscriptionStatus !== 'active';
  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > TRIES) clearInterval(timer);
      else void refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
}
