/**
 * Index of the first entry whose id is above `after` in a list sorted by increasing id (its
 * length when there is none), by binary search: where a client that saw event `after` resumes.
 *
 * @example
 * firstIndexAfter([{ id: 1 }, { id: 4 }, { id: 9 }], 4); // 2
 */
export function firstIndexAfter(entries: readonly { readonly id: number }[], after: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.id > after) high = middle;
    else low = middle + 1;
  }
  return low;
}
