import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { browser } from '../../../lib/browser.ts';
import { openCustomerPortal } from '../api/checkout.ts';

/**
 * 'Manage subscription': the customer portal, where the user changes plan, updates their card or cancels. Before
 * any subscription there is nothing to manage, so the plans are offered instead.
 */
export function ManageSubscription({ hasBillingAccount }: { hasBillingAccount: boolean }) {
  const portal = useMutation({
    mutationFn: openCustomerPortal,
    onSuccess: ({ url }) => browser.assign(url),
  });
  if (!hasBillingAccount) {
    return (
      <Link to={paths.pricing.getHref()} className={buttonClasses('primary', 'md')}>
        See plans
      </Link>
    );
  }
  const waiting = portal.isPending || portal.isSuccess;
  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => portal.mutate()} disabled={waiting}>
        {waiting ? 'Opening...' : 'Manage subscription'}
      </Button>
      {portal.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {(portal.error instanceof ApiError ? portal.error.serverMessage : null) ??
            'Failed to open the subscription settings'}
        </p>
      )}
    </div>
  );
}
