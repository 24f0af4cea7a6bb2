import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../../../shared/account/credentials.ts';

/**
 * Where sign-in and sign-up lead: the `?redirect=` path when it is a same-origin relative path, else /account;
 * and the function that goes there.
 */
export function useAuthRedirect(): {
  target: string;
  redirectParam: string | undefined;
  go: (notice?: string) => void;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('redirect');
  const target = safeRedirect(raw);
  return {
    target,
    redirectParam: raw && target === raw ? raw : undefined,
    go: (notice) => void navigate(target, { replace: true, ...(notice ? { state: { notice } } : {}) }),
  };
}
