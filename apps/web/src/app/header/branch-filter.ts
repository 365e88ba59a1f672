/** Spec 1 §5: branch search in the header filters by name, case-insensitively. */
export function branchMatches(stationName: string, input: string): boolean {
  return stationName.toLowerCase().includes(input.trim().toLowerCase());
}
