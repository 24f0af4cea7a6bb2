import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PaidTier } from '../../../../../shared/billing/checkout.ts';
import { paths } from '../../../config/paths.ts';
import { browser } from '../../../lib/browser.ts';
import { createCheckout } from '../api/checkout.ts';
import { planCheckoutError } from '../utils/checkout-errors.ts';
import type { BillingViewer } from '../utils/viewer.ts';

export interface PlanCheckout {
  choose: (tier: PaidTier) => void;
  /** The plan whose checkout is being created (its button reads 'Redirecting...'). */
  pendingTier: PaidTier | null;
  error: string | null;
}

/**
 * The plan buttons' action: signed out, sign in first (and come back to /pricing); signed in, create a
 * checkout and leave for it. On failure the button resets and the message stays.
 */
export function usePlanCheckout(viewer: BillingViewer): PlanCheckout {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }) => browser.assign(url),
  });
  const waiting = mutation.isPending || mutation.isSuccess;
  return {
    choose: (tier) => {
      if (viewer.status !== 'signed-in') {
        void navigate(paths.signIn.getHref(paths.pricing.getHref()));
        return;
      }
      mutation.mutate(tier);
    },
    pendingTier: waiting ? (mutation.variables ?? null) : null,
    error: mutation.isError ? planCheckoutError(mutation.error) : null,
  };
}
