/** One step through `count` photos, going round at either end (the viewer's previous and next). */
export function stepIndex(index: number, step: -1 | 1, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
