import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { SearchType } from '../../../../../shared/search/results.ts';
import {
  EmailSearchStartSchema,
  NameSearchStartSchema,
  PhoneSearchStartSchema,
  type SearchStartResponse,
} from '../../../../../shared/search/search-start.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { startEmailSearch, startPhoneSearch } from '../api/start-contact-search.ts';
import { nameSearchBody, startNameSearch } from '../api/start-name-search.ts';
import { startErrorMessage } from '../utils/error-messages.ts';

interface TypeOption {
  type: SearchType;
  label: string;
  pro: boolean;
  fieldLabel: string;
  placeholder: string;
  inputMode: 'text' | 'email' | 'tel';
}

const TYPES: readonly TypeOption[] = [
  {
    type: 'name',
    label: 'Name',
    pro: false,
    fieldLabel: 'Name',
    placeholder: 'Full name, e.g. Jane Doe',
    inputMode: 'text',
  },
  {
    type: 'email',
    label: 'Email',
    pro: true,
    fieldLabel: 'Email address',
    placeholder: 'name@example.com',
    inputMode: 'email',
  },
  {
    type: 'phone',
    label: 'Phone',
    pro: true,
    fieldLabel: 'Mobile number',
    placeholder: '+1 202 555 0143',
    inputMode: 'tel',
  },
];

interface PanelValues {
  query: string;
  location: string;
  profile: string;
  other: string;
}

const EMPTY: PanelValues = { query: '', location: '', profile: '', other: '' };

type StartRequest =
  | { type: 'name'; name: string; hints: { location: string; profile: string; other: string } }
  | { type: 'phone'; phone: string }
  | { type: 'email'; email: string };

function start(request: StartRequest): Promise<SearchStartResponse> {
  switch (request.type) {
    case 'name':
      return startNameSearch(request);
    case 'phone':
      return startPhoneSearch(request);
    case 'email':
      return startEmailSearch(request);
  }
}

/** The first message of each field, from the shared schema the server applies too. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    messages[key] ??= issue.message;
  }
  return messages;
}

/** Checks the panel with the shared schemas; returns the request or the field messages. */
function validate(
  type: SearchType,
  values: PanelValues,
): { request: StartRequest } | { errors: Record<string, string> } {
  if (type === 'name') {
    const hints = { location: values.location, profile: values.profile, other: values.other };
    const parsed = NameSearchStartSchema.safeParse(nameSearchBody({ name: values.query, hints }));
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error);
      return {
        errors: {
          query: messages.name ?? '',
          location: messages['hints.location'] ?? '',
          profile: messages['hints.profile'] ?? '',
          other: messages['hints.other'] ?? messages.hint ?? '',
        },
      };
    }
    return { request: { type: 'name', name: parsed.data.name, hints: parsed.data.hints } };
  }
  if (type === 'phone') {
    const parsed = PhoneSearchStartSchema.safeParse({ phone: values.query });
    if (!parsed.success) return { errors: { query: fieldMessages(parsed.error).phone ?? '' } };
    return { request: { type: 'phone', phone: parsed.data.phone } };
  }
  const parsed = EmailSearchStartSchema.safeParse({ email: values.query });
  if (!parsed.success) return { errors: { query: fieldMessages(parsed.error).email ?? '' } };
  return { request: { type: 'email', email: parsed.data.email } };
}

function StepHeading({ number, children, id }: { number: number; children: ReactNode; id?: string }) {
  return (
    <h3 id={id} className="flex items-center gap-2.5 text-sm font-semibold text-zinc-900 dark:text-white">
      <span
        aria-hidden="true"
        className="grid size-6 place-items-center rounded-full bg-indigo-600 text-xs font-bold text-white dark:bg-indigo-500"
      >
        {number}
      </span>
      {children}
    </h3>
  );
}

function ProMark() {
  return (
    <span className="rounded-md bg-gradient-to-r from-amber-400 to-orange-400 px-1.5 py-px text-[0.65rem] font-bold tracking-wide text-amber-950 uppercase">
      Pro
    </span>
  );
}

/**
 * The typed search: by name (with optional hints), or by email or mobile number for paid plans.
 * A successful start opens /search with the job.
 */
export function SearchPanel({ paidPlan, className }: { paidPlan: boolean; className?: string }) {
  const navigate = useNavigate();
  const ids = useId();
  const [type, setType] = useState<SearchType>('name');
  const [values, setValues] = useState<PanelValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({ mutationFn: start });

  const option = TYPES.find((candidate) => candidate.type === type) ?? TYPES[0];
  const isName = type === 'name';
  const busy = mutation.isPending || mutation.isSuccess;
  const label = busy ? 'Searching…' : option?.pro && !paidPlan ? 'Unlock Pro' : 'Reveal the Truth';
  const serverError =
    mutation.isError && !(mutation.error instanceof ApiError && [401, 403].includes(mutation.error.status))
      ? startErrorMessage(mutation.error, mutation.variables?.type ?? type)
      : null;

  const set = (field: keyof PanelValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };

  const choose = (next: SearchType) => {
    setType(next);
    setErrors({});
    mutation.reset();
    setValues((current) => ({ ...current, query: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate(type, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.request, {
      onSuccess: ({ jobId }) => {
        void navigate(paths.search.getHref({ jobId, type: checked.request.type }));
      },
      onError: (error) => {
        if (checked.request.type === 'name' || !(error instanceof ApiError)) return;
        // Pro searches: sign in first, or choose a plan that includes them.
        if (error.status === 401) void navigate(paths.signIn.getHref(paths.home.getHref()));
        else if (error.status === 403) void navigate(paths.pricing.getHref());
      },
    });
  };

  const queryId = `${ids}-query`;
  const hintFields = [
    { field: 'location', label: 'Location', placeholder: 'City or region, e.g. Austin, TX' },
    { field: 'profile', label: 'Social profile', placeholder: '@username or profile link' },
    { field: 'other', label: 'Other hint', placeholder: 'Company, school, job title…' },
  ] as const;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Search by name, email or phone"
      className={cn(
        'rounded-3xl border border-zinc-200 bg-white p-5 shadow-xl shadow-indigo-500/5 sm:p-7 dark:border-zinc-800 dark:bg-zinc-900',
        className,
      )}
    >
      <div className="grid gap-7 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="flex flex-col gap-7">
          <fieldset>
            <legend className="w-full">
              <StepHeading number={1}>Choose what you know</StepHeading>
            </legend>
            <div className="mt-3 grid grid-cols-3 gap-1 rounded-2xl bg-zinc-100 p-1 dark:bg-zinc-800/70">
              {TYPES.map((candidate) => (
                <label
                  key={candidate.type}
                  className={cn(
                    'relative flex cursor-pointer flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 rounded-xl px-1.5 py-2.5 text-sm font-semibold transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
                    type === candidate.type
                      ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-white'
                      : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-type`}
                    value={candidate.type}
                    checked={type === candidate.type}
                    onChange={() => choose(candidate.type)}
                    className="sr-only"
                  />
                  {candidate.label}
                  {candidate.pro && (
                    <>
                      {' '}
                      <ProMark />
                    </>
                  )}
                </label>
              ))}
            </div>
          </fieldset>

          <div>
            <StepHeading number={2}>Enter their details</StepHeading>
            <div className="mt-3">
              <Label htmlFor={queryId} className="sr-only">
                {option?.fieldLabel}
              </Label>
              <Input
                id={queryId}
                value={values.query}
                onChange={(event) => set('query')(event.target.value)}
                placeholder={option?.placeholder}
                type={option?.inputMode === 'email' ? 'email' : option?.inputMode === 'tel' ? 'tel' : 'text'}
                inputMode={option?.inputMode}
                autoComplete="off"
                aria-invalid={errors.query ? true : undefined}
                aria-describedby={errors.query ? `${queryId}-error` : undefined}
                className="h-12"
              />
              <FieldError id={`${queryId}-error`}>{errors.query}</FieldError>
            </div>
          </div>
        </div>

        <fieldset disabled={!isName} className="group">
          <legend className="w-full">
            <StepHeading number={3}>Add hints (optional)</StepHeading>
          </legend>
          <p className="mt-1 text-sm text-zinc-600 group-disabled:opacity-60 dark:text-zinc-400">
            {isName
              ? 'Anything you know helps us tell people with the same name apart.'
              : 'Hints are for name searches.'}
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {hintFields.map(({ field, label: fieldLabel, placeholder }) => (
              <div key={field}>
                <Label htmlFor={`${ids}-${field}`} className="group-disabled:opacity-60">
                  {fieldLabel}
                </Label>
                <Input
                  id={`${ids}-${field}`}
                  value={values[field]}
                  onChange={(event) => set(field)(event.target.value)}
                  placeholder={placeholder}
                  autoComplete="off"
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
                  className="mt-1.5"
                />
                <FieldError id={`${ids}-${field}-error`}>{errors[field]}</FieldError>
              </div>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="mt-7 flex flex-col gap-3 border-t border-zinc-100 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {option?.pro && !paidPlan
            ? 'Email and mobile searches come with the Basic and Premium plans.'
            : 'Results open as soon as the first sources answer.'}
        </p>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
          {label}
        </Button>
      </div>

      {serverError && (
        <Alert tone="error" className="mt-4">
          {serverError}
        </Alert>
      )}
    </form>
  );
}
