/** What a leave or exemption request form is given by its create and edit pages. */
export interface RequestFormProps<View, Row> {
  view: View;
  /** The request being edited; a new one without it. */
  record?: Row;
  /** Offer the employee picker (an HR officer or admin creating or editing for someone). */
  chooseEmployee?: boolean;
}

/** Where the form returns: an admin choosing the employee to everyone's list, anyone else to their own. */
export function requestListPath(paths: { all: string; mine: string }, chooseEmployee: boolean): string {
  return chooseEmployee ? paths.all : paths.mine;
}
