/** The scores 0 to 100 no band covers, as ranges: what the grades screen warns about. */
export function uncovered(bands: readonly { min_score: number; max_score: number }[]): [number, number][] {
  const covered = new Array<boolean>(101).fill(false);
  for (const b of bands)
    for (let s = Math.max(0, b.min_score); s <= Math.min(100, b.max_score); s++) covered[s] = true;
  const gaps: [number, number][] = [];
  let start: number | null = null;
  covered.forEach((c, s) => {
    if (!c && start === null) start = s;
    if (c && start !== null) {
      gaps.push([start, s - 1]);
      start = null;
    }
  });
  if (start !== null) gaps.push([start, 100]);
  return gaps;
}
