import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** Shown when a name matches many people: a hint narrows the search down. */
export function RefineSearch({
  initialHint,
  onRefine,
}: {
  initialHint: string;
  onRefine: (hint: string) => void;
}) {
  const headingId = useId();
  const [hint, setHint] = useState(initialHint);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hint.trim()) onRefine(hint.trim());
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5 dark:border-amber-900/60 dark:bg-amber-950/30"
    >
      <h3 id={headingId} className="font-semibold text-amber-950 dark:text-amber-100">
        Too many possible matches
      </h3>
      <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">
        Add a city, a social username or a company to narrow the results down.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          value={hint}
          onChange={(event) => setHint(event.target.value)}
          placeholder="e.g. Austin, @username, Acme Inc."
          aria-label="Hint"
          autoComplete="off"
        />
        <Button type="submit" disabled={!hint.trim()}>
          Refine
        </Button>
      </div>
    </form>
  );
}
