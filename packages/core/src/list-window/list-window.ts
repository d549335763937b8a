/** Which rows of a long list to render (`start` up to, not including, `end`) and the space standing in for the others. */
export interface ListWindow {
  readonly start: number;
  readonly end: number;
  /** Height (px) of the rows before `start`, gaps included. */
  readonly spaceBefore: number;
  /** Height (px) of the rows from `end` on, gaps included. */
  readonly spaceAfter: number;
}

/** What {@link computeListWindow} needs: row heights, the gap between rows and the visible part of the list. */
export interface ListWindowInput {
  readonly count: number;
  /** The row's measured height, undefined while it was never rendered. A row measured at 0 is hidden and takes no gap. */
  readonly heightOf: (index: number) => number | undefined;
  /** Height assumed for rows never measured. */
  readonly estimate: number;
  readonly gap: number;
  /** The visible part of the list, in px from its top. */
  readonly top: number;
  readonly bottom: number;
  /** Extra px rendered above and below the visible part, so that a short scroll shows no blank. */
  readonly overscan: number;
  /** Take the last rows that fill the visible height, wherever `top` says (a list pinned to its end). */
  readonly atEnd?: boolean;
}

/**
 * The rows of a list that cover its visible part, measured heights where known and `estimate`
 * elsewhere. Linear in the row count: a few microseconds for thousands of rows, so it runs on
 * every scroll frame without an index structure.
 */
export function computeListWindow(input: ListWindowInput): ListWindow {
  const sizes = new Array<number>(input.count);
  let total = 0;
  for (let index = 0; index < input.count; index++) {
    const height = input.heightOf(index) ?? input.estimate;
    sizes[index] = height > 0 ? height + input.gap : 0;
    total += sizes[index]!;
  }
  const visible = input.bottom - input.top;
  const top = (input.atEnd ? total - visible : input.top) - input.overscan;
  const bottom = (input.atEnd ? total : input.bottom) + input.overscan;
  let start = 0;
  let offset = 0;
  while (start < input.count - 1 && offset + sizes[start]! <= top) offset += sizes[start++]!;
  const spaceBefore = offset;
  let end = start;
  while (end < input.count && offset < bottom) offset += sizes[end++]!;
  return { start, end, spaceBefore, spaceAfter: total - offset };
}

/** Whether two windows render the same rows with the same spaces. */
export const sameListWindow = (a: ListWindow | undefined, b: ListWindow | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.start === b.start && a.end === b.end && a.spaceBefore === b.spaceBefore && a.spaceAfter === b.spaceAfter);
