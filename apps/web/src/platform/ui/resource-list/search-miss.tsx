import { SearchMissState } from '../empty-state.tsx';

/**
 * A list's `emptyNarrowed` (DataTable's, ApprovalInbox's) when its search or filters found nothing:
 * the list's `<texts>.emptyFor` ({query}) and its `<texts>.clearSearch` link with that test id. A list
 * says `emptyNarrowed={searchMiss('payBreakdown', 'pay-breakdown-clear-search')}` instead of writing
 * the render function out each time.
 */
export const searchMiss = (texts: string, testId: string) =>
  function SearchMiss(query: string, clear: () => void) {
    return <SearchMissState texts={texts} query={query} clear={clear} testId={testId} />;
  };
