import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiContractError } from '../../../lib/api-client.ts';
import { browser } from '../../../lib/browser.ts';
import { buyOneTimePass, subscribe } from '../api/checkout.ts';
import { oneTimePassError, subscribeError } from '../utils/checkout-errors.ts';
import type { BillingViewer } from '../utils/viewer.ts';

export interface UpgradeActionState {
  onClick: () => void;
  pending: boolean;
  error: string | null;
}

/**
 * The limited banner's two ways to see everything: a subscription (signed out, sign in first), or a
 * one-time pass for this search.
 */
export function useUpgradeActions(
  viewer: BillingViewer,
  jobId: string,
): { subscribe: UpgradeActionState; oneTimePass: UpgradeActionState } {
  const navigate = useNavigate();
  const subscription = useMutation({
    mutationFn: subscribe,
    onSuccess: ({ url }) => browser.assign(url),
    // An answer without an address: the plans page is the way on.
    onError: (error) => {
      if (error instanceof ApiContractError) void navigate(paths.pricing.getHref());
    },
  });
  const pass = useMutation({
    mutationFn: buyOneTimePass,
    onSuccess: ({ url }) => browser.assign(url),
  });

  return {
    subscribe: {
      onClick: () => {
        if (viewer.status !== 'signed-in') {
          void navigate(paths.signIn.getHref(paths.pricing.getHref()));
          return;
        }
        pass.reset();
        subscription.mutate();
      },
      pending: subscription.isPending || subscription.isSuccess,
      error:
        subscription.isError && !(subscription.error instanceof ApiContractError)
          ? subscribeError(subscription.error)
          : null,
    },
    oneTimePass: {
      onClick: () => {
        if (!jobId) return;
        subscription.reset();
        pass.mutate(jobId);
      },
      pending: pass.isPending || pass.isSuccess,
      error: pass.isError ? oneTimePassError(pass.error) : null,
    },
  };
}
