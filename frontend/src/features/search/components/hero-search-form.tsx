import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { sendSearchWebhook } from '../api/send-search-webhook.ts';
import { useTypingPlaceholder } from '../hooks/use-typing-placeholder.ts';
import {
  USERNAME_ERROR,
  USERNAME_EXAMPLES,
  USERNAME_HINT,
  isSocialUsername,
} from '../utils/hero-validation.ts';

/** Names the placeholder types out: common, made-up examples, nobody in particular. */
export const SAMPLE_NAMES = ['Jane Doe', 'John Smith', 'Maria Garcia', 'Wei Chen', 'Priya Patel'] as const;

const fieldClasses =
  'h-12 border-transparent bg-zinc-100 shadow-none dark:border-transparent dark:bg-zinc-800/70 sm:text-base';

/**
 * The hero's two-step search: a name first; Enter (or the button) asks for one of their social usernames,
 * and the search opens on /search with both.
 */
export function HeroSearchForm({
  className,
  autoFocus = false,
  nameInputId,
}: {
  className?: string;
  autoFocus?: boolean;
  /** Lets the page point at the name field (the closing call to action focuses it). */
  nameInputId?: string;
}) {
  const navigate = useNavigate();
  const ids = useId();
  const nameId = nameInputId ?? `${ids}-name`;
  const infoId = `${ids}-info`;
  const messageId = `${ids}-message`;
  const hintId = `${ids}-hint`;
  const nameRef = useRef<HTMLInputElement>(null);
  const infoRef = useRef<HTMLInputElement>(null);

  const [name, setName] = useState('');
  const [info, setInfo] = useState('');
  const [step, setStep] = useState<1 | 2>(1);
  const [attempted, setAttempted] = useState(false);
  const [nameFocused, setNameFocused] = useState(false);
  const placeholder = useTypingPlaceholder(SAMPLE_NAMES, nameFocused);

  const trimmedName = name.trim();
  const infoValid = isSocialUsername(info);
  const canSubmit = step === 1 ? trimmedName.length > 0 : trimmedName.length > 0 && infoValid;
  const showError = step === 2 && attempted && !infoValid;

  // The second field takes the focus when it appears.
  useEffect(() => {
    if (step === 2) infoRef.current?.focus();
  }, [step]);

  const hideSecondStep = () => {
    setStep(1);
    setInfo('');
    setAttempted(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmedName) return;
    if (step === 1) {
      setStep(2);
      return;
    }
    if (!infoValid) {
      setAttempted(true);
      return;
    }
    const additionalInfo = info.trim();
    sendSearchWebhook({ name: trimmedName, additionalInfo });
    void navigate(paths.search.getHref({ name: trimmedName, info: additionalInfo }));
  };

  // A disabled button blocks the browser's own submit on Enter, so an invalid attempt is caught here.
  const onEnterWithInvalidUsername = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && step === 2 && !infoValid) {
      event.preventDefault();
      setAttempted(true);
    }
  };

  const onInfoKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onEnterWithInvalidUsername(event);
    if (event.key === 'Backspace' && info === '') {
      event.preventDefault();
      hideSecondStep();
      nameRef.current?.focus();
    }
  };

  const button = (
    <Button type="submit" size="lg" disabled={!canSubmit} className="h-12 sm:px-7">
      {step === 1 ? 'Reveal the Truth' : 'Uncover the Truth'}
    </Button>
  );

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Search a name"
      noValidate
      className={cn(
        'flex flex-col gap-2 rounded-3xl border border-zinc-200 bg-white p-2 text-left shadow-xl shadow-indigo-500/5 sm:p-3 dark:border-zinc-800 dark:bg-zinc-900',
        className,
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={nameRef}
          id={nameId}
          name="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (event.target.value.trim() === '') hideSecondStep();
          }}
          onKeyDown={onEnterWithInvalidUsername}
          onFocus={() => setNameFocused(true)}
          onBlur={() => setNameFocused(false)}
          placeholder={placeholder}
          aria-label="Full name"
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint={step === 1 ? 'next' : 'search'}
          className={fieldClasses}
        />
        {step === 1 && button}
      </div>
      {step === 2 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <Input
              ref={infoRef}
              id={infoId}
              name="info"
              value={info}
              onChange={(event) => setInfo(event.target.value)}
              onKeyDown={onInfoKeyDown}
              placeholder="Enter one of their social media usernames"
              aria-label="Social media username"
              aria-invalid={showError || undefined}
              aria-describedby={showError ? `${messageId} ${hintId}` : hintId}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              className={fieldClasses}
            />
          </div>
          {button}
        </div>
      )}
      {step === 2 && (
        <div className="px-2 pb-1 text-xs text-zinc-600 dark:text-zinc-400">
          {showError && (
            <FieldError id={messageId} role="alert" className="mt-0 mb-1.5">
              {USERNAME_ERROR}
            </FieldError>
          )}
          <div id={hintId}>
            <p>{USERNAME_HINT}</p>
            <p>{USERNAME_EXAMPLES}</p>
          </div>
        </div>
      )}
    </form>
  );
}
