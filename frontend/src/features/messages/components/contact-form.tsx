import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  ContactMessageSchema,
  type ContactMessageInput,
} from '../../../../../shared/messages/contact-message.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { sendContactMessage } from '../api/send-messages.ts';
import { firstMessages, formFailureMessage, serverFieldMessages } from '../../../lib/form-errors.ts';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

const FIELDS = [
  { field: 'name', label: 'Name', autoComplete: 'name', type: 'text' },
  { field: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { field: 'subject', label: 'Subject', autoComplete: 'off', type: 'text' },
] as const;

/** The contact form: checked with the same schema as the server, stored, confirmed on the page. */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const ids = useId();
  const [values, setValues] = useState<ContactMessageInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onError: (error) => setErrors(serverFieldMessages(error)),
  });

  if (mutation.isSuccess) {
    return (
      <Alert tone="info" className="p-6 text-base">
        <p className="font-semibold">Thanks, {mutation.variables.name}. Your message is on its way.</p>
        <p className="mt-1 text-sm">
          We answer every message within one business day at {mutation.variables.email}.
        </p>
      </Alert>
    );
  }

  const set = (field: keyof ContactMessageInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ContactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  const failed = mutation.isError
    ? formFailureMessage(mutation.error, 'Your message could not be sent.')
    : null;

  const describe = (field: string) => (errors[field] ? `${ids}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ field, label, autoComplete, type }) => (
          <div key={field} className={field === 'subject' ? 'sm:col-span-2' : undefined}>
            <Label htmlFor={`${ids}-${field}`}>{label}</Label>
            <Input
              id={`${ids}-${field}`}
              name={field}
              type={type}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              autoComplete={autoComplete}
              maxLength={CONTACT_LIMITS[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describe(field)}
              className="mt-1.5"
            />
            <FieldError id={`${ids}-${field}-error`}>{errors[field]}</FieldError>
          </div>
        ))}
      </div>
      <div>
        <Label htmlFor={`${ids}-message`}>Message</Label>
        <Textarea
          id={`${ids}-message`}
          name="message"
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          maxLength={CONTACT_LIMITS.message}
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message')}
          className="mt-1.5"
        />
        <FieldError id={`${ids}-message-error`}>{errors.message}</FieldError>
      </div>
      {failed && (
        <Alert tone="error">
          <p className="font-medium">{failed}</p>
          <p className="mt-1">Please try again, or write to us at {supportEmail}.</p>
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
