import { useState, type FormEvent } from 'react';
import { VerificationCodeSchema } from '../../../../../shared/account/credentials.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAuth } from '../auth-state.tsx';
import { loadAuthClient } from '../lib/load-auth-client.ts';
import { failureMessage } from './auth-card.tsx';

/** Verifies the email address with the code Cognito sent (email and mobile searches need a verified address). */
export function VerifyEmail() {
  const auth = useAuth();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  const send = async () => {
    setBusy('send');
    setMessage(null);
    try {
      await (await loadAuthClient()).sendEmailCode();
      setMessage({ text: 'We sent a new code to your email address.', failed: false });
    } catch (caught) {
      setMessage({ text: failureMessage(caught, 'Failed to send the code'), failed: true });
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = VerificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setMessage({ text: parsed.error.issues[0]?.message ?? 'Enter the code from the email', failed: true });
      return;
    }
    setBusy('verify');
    setMessage(null);
    try {
      await (await loadAuthClient()).confirmEmail(parsed.data);
      await auth.refresh();
      setMessage({ text: 'Your email address is verified.', failed: false });
    } catch (caught) {
      setMessage({ text: failureMessage(caught, 'Failed to verify your email'), failed: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Your email address is not verified yet. Enter the code we emailed you to unlock email and mobile
        searches.
      </p>
      <form noValidate onSubmit={(event) => void verify(event)} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="verify-code" className="sr-only">
          Verification code
        </label>
        <Input
          id="verify-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="Verification code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="sm:max-w-48"
        />
        <Button type="submit" disabled={busy !== null}>
          {busy === 'verify' ? 'Verifying...' : 'Verify email'}
        </Button>
        <Button variant="ghost" disabled={busy !== null} onClick={() => void send()}>
          {busy === 'send' ? 'Sending...' : 'Send a new code'}
        </Button>
      </form>
      {message && <Alert tone={message.failed ? 'error' : 'info'}>{message.text}</Alert>}
    </div>
  );
}
