import { distinctUntilChanged, map, type OperatorFunction } from "rxjs";
import type { Selector } from "./store-types.js";

/** A selector that recomputes only when the state (one projector) or an input selector's value changes. */
export function createSelector<State, Result>(projector: (state: State) => Result): Selector<State, Result>;
export function createSelector<State, const Selectors extends readonly Selector<State, unknown>[], Result>(
  ...args: [...selectors: Selectors, projector: (...inputs: { [K in keyof Selectors]: ReturnType<Selectors[K]> }) => Result]
): Selector<State, Result>;
export function createSelector<State, Result>(...args: Array<(...values: unknown[]) => unknown>): Selector<State, Result> {
  const projector = args.at(-1)!;
  const inputs: Array<(state: State) => unknown> = args.length === 1 ? [(state) => state] : (args.slice(0, -1) as Array<(state: State) => unknown>);
  let last: { values: unknown[]; result: Result } | undefined;
  return (state) => {
    const values = inputs.map((input) => input(state));
    if (last && values.every((value, index) => Object.is(value, last!.values[index]))) return last.result;
    last = { values, result: projector(...values) as Result };
    return last.result;
  };
}

/** Maps states through a selector, emitting only when the selected value changes (by reference). */
export function select<State, Result>(selector: Selector<State, Result>): OperatorFunction<State, Result> {
  return (states$) => states$.pipe(map(selector), distinctUntilChanged());
}
