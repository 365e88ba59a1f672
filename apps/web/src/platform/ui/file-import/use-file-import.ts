import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Envelope } from '@clockroom/contracts';

/** The import itself: the checked file again, with all its rows or only the valid ones. */
export interface ImportRun {
  file: File;
  onlyValid: boolean;
}

type Calls<V, T> = UseMutationOptions<Envelope<T>, Error, V>;

/**
 * A spreadsheet import screen's state (employees, payment history): the chosen file, what the check
 * found in it, what the import did, and the step those make (0 choose, 1 checked, 2 done). The calls'
 * own onSuccess (a refresh) runs before the screen moves on.
 */
export function useFileImport<Checked, Done>(check: Calls<File, Checked>, run: Calls<ImportRun, Done>) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const checking = useMutation(check);
  const importing = useMutation(run);
  return {
    file,
    checked,
    done,
    step: done ? 2 : checked ? 1 : 0,
    /** The name of the file being checked, while it is. */
    checkingName: checking.isPending && file ? file.name : null,
    choose: (chosen: File) => {
      setFile(chosen);
      checking.mutate(chosen, { onSuccess: ({ data }) => setChecked(data) });
    },
    importing: importing.isPending,
    runImport: (chosen: File, onlyValid: boolean) =>
      importing.mutate({ file: chosen, onlyValid }, { onSuccess: ({ data }) => setDone(data) }),
    restart: () => {
      setFile(null);
      setChecked(null);
      setDone(null);
      checking.reset();
      importing.reset();
    },
  };
}
