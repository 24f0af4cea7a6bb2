import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';

/** A name and an optional hint; submitting opens /search, which starts the job. */
export function NameSearchForm({
  className,
  autoFocus = false,
}: {
  className?: string;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [info, setInfo] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return;
    void navigate(paths.search.getHref({ name: name.trim(), info: info.trim() }));
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      className={cn(
        'flex flex-col gap-2 rounded-3xl border border-zinc-200 bg-white p-2 shadow-xl shadow-indigo-500/5 sm:p-3 dark:border-zinc-800 dark:bg-zinc-900',
        className,
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Enter a full name"
          aria-label="Full name"
          autoComplete="off"
          autoFocus={autoFocus}
          className="h-12 border-transparent bg-zinc-50 shadow-none dark:border-transparent dark:bg-zinc-800/60"
        />
        <Input
          name="info"
          value={info}
          onChange={(event) => setInfo(event.target.value)}
          placeholder="Enter one of their social media usernames"
          aria-label="Social media username (optional)"
          autoComplete="off"
          className="h-12 border-transparent bg-zinc-50 shadow-none dark:border-transparent dark:bg-zinc-800/60"
        />
        <Button type="submit" size="lg" disabled={!name.trim()} className="sm:px-7">
          Reveal the Truth
        </Button>
      </div>
      <div className="px-2 pb-1 text-left text-xs text-zinc-500 dark:text-zinc-400">
        <p>For enhanced results, include a social media username</p>
        <p>Examples: @username, instagram.com/username, x.com/username</p>
      </div>
    </form>
  );
}
