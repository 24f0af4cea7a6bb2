import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { loadAuthClient } from '../lib/load-auth-client.ts';

const NOT_CONFIGURED = 'Google sign-in is not configured on this server';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.7 2.3 2.4 6.6 2.4 12s4.3 9.7 9.6 9.7c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google': Cognito's hosted sign-in with Google, which returns to /account. Where the deployment has
 * not configured Google, it says so instead of failing silently.
 */
export function GoogleButton({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const client = await loadAuthClient();
      if (!client.googleEnabled) {
        setMessage(NOT_CONFIGURED);
        return;
      }
      await client.signInWithGoogle();
    } catch {
      setMessage(mode === 'sign-in' ? 'Google sign-in failed' : 'Google sign-up failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void start()}>
        <GoogleMark />
        Continue with Google
      </Button>
      {message && (
        <p role="status" className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          {message}
        </p>
      )}
    </div>
  );
}

/** The line between the password form and the Google button. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      or
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}
