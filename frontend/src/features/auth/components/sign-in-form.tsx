import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CredentialsSchema, PasswordResetSchema } from '../../../../../shared/account/credentials.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../auth-state.tsx';
import { useAuthRedirect } from '../hooks/use-auth-redirect.ts';
import { loadAuthClient } from '../lib/load-auth-client.ts';
import { AuthField, failureMessage } from './auth-card.tsx';
import { GoogleButton, OrDivider } from './google-button.tsx';

type FieldErrors = Partial<Record<'email' | 'password' | 'code' | 'newPassword', string>>;

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Email and password sign-in, 'Forgot password?' (a code by email, then the code and a new password), and Google.
 * Success goes to the redirect target (/account unless a same-origin path was asked for).
 */
export function SignInForm() {
  const auth = useAuth();
  const redirect = useAuthRedirect();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reset, setReset] = useState<{
    stage: 'idle' | 'sending' | 'code' | 'saving';
    message: string | null;
    failed: boolean;
  }>({
    stage: 'idle',
    message: null,
    failed: false,
  });
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CredentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(firstErrors(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setError(null);
    setBusy(true);
    try {
      await (await loadAuthClient()).signIn(parsed.data.email, parsed.data.password);
      await auth.refresh();
      redirect.go();
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to sign in'));
      setBusy(false);
    }
  };

  const sendReset = async () => {
    if (email.trim() === '') {
      setReset({ stage: 'idle', message: 'Enter your email above to receive a reset link.', failed: true });
      return;
    }
    setReset({ stage: 'sending', message: null, failed: false });
    try {
      await (await loadAuthClient()).requestPasswordReset(email.trim());
      setReset({ stage: 'code', message: 'Password reset email sent. Check your inbox.', failed: false });
    } catch (caught) {
      setReset({
        stage: 'idle',
        message: failureMessage(caught, 'Failed to send password reset email'),
        failed: true,
      });
    }
  };

  const saveNewPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PasswordResetSchema.safeParse({ email, code, newPassword });
    if (!parsed.success) {
      setFieldErrors(firstErrors(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setReset((current) => ({ ...current, stage: 'saving' }));
    try {
      const client = await loadAuthClient();
      await client.confirmPasswordReset(parsed.data.email, parsed.data.code, parsed.data.newPassword);
      await client.signIn(parsed.data.email, parsed.data.newPassword);
      await auth.refresh();
      redirect.go();
    } catch (caught) {
      setReset({ stage: 'code', message: failureMessage(caught, 'Failed to reset password'), failed: true });
    }
  };

  return (
    <div>
      <form noValidate onSubmit={(event) => void signIn(event)} className="flex flex-col gap-4">
        <AuthField
          id="signin-email"
          label="Email"
          error={fieldErrors.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AuthField
          id="signin-password"
          label="Password"
          error={fieldErrors.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>

      <div className="mt-3 text-right">
        <button
          type="button"
          className="text-sm font-medium text-indigo-700 hover:underline disabled:opacity-50 dark:text-indigo-300"
          disabled={reset.stage === 'sending'}
          onClick={() => void sendReset()}
        >
          Forgot password?
        </button>
      </div>
      {reset.message && (
        <Alert tone={reset.failed ? 'error' : 'info'} className="mt-3">
          {reset.message}
        </Alert>
      )}
      {(reset.stage === 'code' || reset.stage === 'saving') && (
        <form
          noValidate
          aria-label="Set a new password"
          onSubmit={(event) => void saveNewPassword(event)}
          className="mt-4 flex flex-col gap-4 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800"
        >
          <AuthField
            id="reset-code"
            label="Code"
            error={fieldErrors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <AuthField
            id="reset-password"
            label="New password"
            error={fieldErrors.newPassword}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <Button type="submit" disabled={reset.stage === 'saving'}>
            {reset.stage === 'saving' ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}

      <OrDivider />
      <GoogleButton mode="sign-in" />
      <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
        No account yet?{' '}
        <Link
          to={paths.signUp.getHref(redirect.redirectParam)}
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          Create one
        </Link>
      </p>
    </div>
  );
}
