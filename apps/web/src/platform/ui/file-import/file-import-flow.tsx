import type { ReactNode } from 'react';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Envelope } from '@clockroom/contracts';
import { ImportFileStep, ImportSteps } from './import-steps.tsx';
import { useFileImport, type ImportRun } from './use-file-import.ts';

/** What a screen needs to show a checked file: the file, what the check found, and what one can do next. */
export interface CheckedFile<Checked> {
  file: File;
  checked: Checked;
  importing: boolean;
  /** Imports the checked file, with all its rows or only the valid ones. */
  onImport: (onlyValid: boolean) => void;
  /** Back to the first step, to choose another file. */
  onOtherFile: () => void;
}

interface FileImportFlowProps<Checked, Done> {
  /** The i18n prefix of the steps and the first step (see ImportSteps and ImportFileStep). */
  texts: string;
  /** Prefix of the first step's test ids. */
  testId: string;
  /** The file panel's title. */
  fileTitle: string;
  downloadTemplate: (format: 'csv' | 'xlsx') => Promise<unknown>;
  check: UseMutationOptions<Envelope<Checked>, Error, File>;
  run: UseMutationOptions<Envelope<Done>, Error, ImportRun>;
  /** The second step: what the check found, and the choice to import or to choose another file. */
  checkedStep: (step: CheckedFile<Checked>) => ReactNode;
  /** The last step: what the import did; `again` starts over. */
  doneStep: (done: Done, again: () => void) => ReactNode;
}

/**
 * A spreadsheet import screen below its header (employees, payment history): the three steps, the
 * template and the drop zone first, then the screen's own view of the checked file and of the import.
 */
export function FileImportFlow<Checked, Done>(p: FileImportFlowProps<Checked, Done>) {
  const flow = useFileImport<Checked, Done>(p.check, p.run);
  const { file, checked, done, step, restart } = flow;
  return (
    <>
      <ImportSteps texts={p.texts} current={step} />
      {step === 0 ? (
        <ImportFileStep
          texts={p.texts}
          testId={p.testId}
          fileTitle={p.fileTitle}
          downloadTemplate={p.downloadTemplate}
          checking={flow.checkingName}
          onFile={flow.choose}
        />
      ) : null}
      {step === 1 && checked && file
        ? p.checkedStep({
            file,
            checked,
            importing: flow.importing,
            onImport: (onlyValid) => flow.runImport(file, onlyValid),
            onOtherFile: restart,
          })
        : null}
      {step === 2 && done ? p.doneStep(done, restart) : null}
    </>
  );
}
