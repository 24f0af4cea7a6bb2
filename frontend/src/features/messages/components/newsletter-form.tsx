import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { NewsletterSubscriptionSchema } from '../../../../../shared/messages/newsletter-subscription.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { subscribeToNewsletter } from '../api/send-messages.ts';
import { firstMessages, serverFieldMessages } from '../../../lib/form-errors.ts';

/** The blog's newsletter box: one email address, checked, stored, confirmed in place. */
export function NewsletterForm() {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const mutation = useMutation({
    mutationFn: subscribeToNewsletter,
    onError: (failure) => {
      setError(
        serverFieldMessages(failure).email ??
          (failure instanceof ApiError ? failure.serverMessage : null) ??
          'We could not subscribe you. Please try again.',
      );
    },
  });

  if (mutation.isSuccess) {
    return (
      <p role="status" className="rounded-2xl bg-white/15 px-4 py-3 font-medium text-white">
        You're subscribed. The next issue goes to {mutation.variables.email}.
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = NewsletterSubscriptionSchema.safeParse({ email });
    if (!parsed.success) {
      setError(firstMessages(parsed.error).email ?? '');
      return;
    }
    setError('');
    mutation.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter" className="w-full">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${ids}-email`} className="sr-only">
          Email address
        </label>
        <Input
          id={`${ids}-email`}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError('');
          }}
          placeholder="you@example.com"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          className="h-12 border-white/30 bg-white text-zinc-900 dark:border-white/20 dark:bg-white dark:text-zinc-900 dark:placeholder:text-zinc-500"
        />
        <Button
          type="submit"
          size="lg"
          disabled={mutation.isPending}
          className="h-12 bg-zinc-950 text-white hover:bg-zinc-800 dark:bg-zinc-950 dark:hover:bg-zinc-800"
        >
          {mutation.isPending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      {error && (
        <p
          id={`${ids}-error`}
          role="alert"
          className="mt-2 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
    </form>
  );
}
