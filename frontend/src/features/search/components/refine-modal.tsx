import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** Asks once, after a search that matched many people, for a hint to narrow it down. */
export function RefineModal({
  open,
  totalProfiles,
  onClose,
  onRefine,
}: {
  open: boolean;
  totalProfiles: number;
  onClose: () => void;
  onRefine: (hint: string) => void;
}) {
  const ids = useId();
  const [hint, setHint] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hint.trim()) return;
    onClose();
    onRefine(hint.trim());
  };
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${ids}-title`} describedBy={`${ids}-text`}>
      <form onSubmit={submit}>
        <h2 id={`${ids}-title`} className="text-xl font-bold tracking-tight">
          Several footprints found
        </h2>
        <p id={`${ids}-text`} className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          {totalProfiles} different people could match this name. Add a city, a social username or a company
          and we will show the ones that fit.
        </p>
        <div className="mt-5">
          <Label htmlFor={`${ids}-hint`}>Hint (optional)</Label>
          <Input
            id={`${ids}-hint`}
            value={hint}
            onChange={(event) => setHint(event.target.value)}
            placeholder="e.g. Austin, @username, Acme Inc."
            autoComplete="off"
            className="mt-1.5"
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit" disabled={!hint.trim()}>
            Refine
          </Button>
        </div>
      </form>
    </Modal>
  );
}
