import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { OPT_OUT_LIMITS, OptOutRequestSchema } from '../../../../../shared/privacy/opt-out.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { firstMessages, formFailureMessage, serverFieldMessages } from '../../../lib/form-errors.ts';
import { requestOptOut } from '../api/request-opt-out.ts';

interface Values {
  name: string;
  urls: string;
  email: string;
}

/** One address a line (or separated by spaces or commas). */
function splitUrls(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The opt-out form: the accounts and pages listed never appear in Footprint's results again. */
export function OptOutForm() {
  const ids = useId();
  const [values, setValues] = useState<Values>({ name: '', urls: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: requestOptOut,
    onError: (error) => setErrors(serverFieldMessages(error)),
  });

  if (mutation.isSuccess) {
    return (
      <Alert tone="info" className="p-6 text-base">
        <p className="font-semibold">
          Done. {mutation.data.suppressed} address(es) will no longer appear in results.
        </p>
        <p className="mt-1 text-sm">We will confirm at {mutation.variables.email}.</p>
      </Alert>
    );
  }

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = OptOutRequestSchema.safeParse({ ...values, urls: splitUrls(values.urls) });
    if (!parsed.success) {
      const messages = firstMessages(parsed.error);
      const urlMessage = Object.entries(messages).find(([field]) => field.startsWith('urls'))?.[1];
      setErrors(urlMessage ? { ...messages, urls: urlMessage } : messages);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  const failed = mutation.isError
    ? formFailureMessage(mutation.error, 'Your request could not be sent.')
    : null;
  const describe = (field: string) => (errors[field] ? `${ids}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Opt-out form">
      <div>
        <Label htmlFor={`${ids}-name`}>Your name</Label>
        <Input
          id={`${ids}-name`}
          name="name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          autoComplete="name"
          maxLength={OPT_OUT_LIMITS.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          className="mt-1.5"
        />
        <FieldError id={`${ids}-name-error`}>{errors.name}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${ids}-urls`}>Profile or account addresses to remove (one a line)</Label>
        <Textarea
          id={`${ids}-urls`}
          name="urls"
          value={values.urls}
          onChange={(event) => set('urls', event.target.value)}
          rows={5}
          placeholder="https://github.com/your-name"
          aria-invalid={errors.urls ? true : undefined}
          aria-describedby={describe('urls')}
          className="mt-1.5"
        />
        <FieldError id={`${ids}-urls-error`}>{errors.urls}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${ids}-email`}>Contact email</Label>
        <Input
          id={`${ids}-email`}
          name="email"
          type="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe('email')}
          className="mt-1.5"
        />
        <FieldError id={`${ids}-email-error`}>{errors.email}</FieldError>
      </div>
      {failed && (
        <Alert tone="error">
          <p className="font-medium">{failed}</p>
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : 'Remove me from results'}
        </Button>
      </div>
    </form>
  );
}
