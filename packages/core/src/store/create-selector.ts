import { distinctUntilChanged, map, type OperatorFunction } from "rxjs";
import type { Selector } from "./store-types.js";

/** Any selector, whatever state it reads. */
type InputSelector = (state: never) => unknown;

/** A selector that recomputes only when the state (one projector) or an input selector's value changes. */
export function createSelector<State, Result>(projector: (state: State) => Result): Selector<State, Result>;
// The state type is read from the first input selector: TypeScript cannot infer a separate `State`
// parameter through the rest tuple, so `createSelector((s: S) => s.x, (x) => …)` failed to compile.
export function createSelector<const Selectors extends readonly [InputSelector, ...InputSelector[]], Result>(
  ...args: [...selectors: Selectors, projector: (...inputs: { [K in keyof Selectors]: ReturnType<Selectors[K]> }) => Result]
): Selector<Parameters<Selectors[0]>[0], Result>;
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
