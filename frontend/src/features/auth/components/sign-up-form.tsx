import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CredentialsSchema } from '../../../../../shared/account/credentials.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../auth-state.tsx';
import { useAuthRedirect } from '../hooks/use-auth-redirect.ts';
import { loadAuthClient } from '../lib/load-auth-client.ts';
import { AuthField, failureMessage } from './auth-card.tsx';
import { GoogleButton, OrDivider } from './google-button.tsx';

export const VERIFICATION_SENT = 'Verification email sent. Please verify your email to unlock all features.';

/**
 * Email and password sign-up: the account is confirmed at once and signed in, a verification code is sent (a
 * failure to send is ignored), and the user lands on the redirect target, /account by default.
 */
export function SignUpForm() {
  const auth = useAuth();
  const redirect = useAuthRedirect();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CredentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'email' ? 'email' : 'password';
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    setBusy(true);
    try {
      const { verificationSent } = await (
        await loadAuthClient()
      ).signUp(parsed.data.email, parsed.data.password);
      await auth.refresh();
      redirect.go(verificationSent ? VERIFICATION_SENT : undefined);
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to create account'));
      setBusy(false);
    }
  };

  return (
    <div>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <AuthField
          id="signup-email"
          label="Email"
          error={fieldErrors.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AuthField
          id="signup-password"
          label="Password"
          error={fieldErrors.password}
          hint="At least 8 characters, with upper- and lower-case letters and a number."
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating...' : 'Create account'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton mode="sign-up" />
      <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
        Already have an account?{' '}
        <Link
          to={paths.signIn.getHref(redirect.redirectParam)}
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}
