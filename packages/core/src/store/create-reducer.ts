import type { ActionCreator, ActionFromCreators, AnyAction, Reducer } from "./store-types.js";

/** One `on(...)` handler: the creators it answers and how it changes the state. */
export interface OnReducerEntry<State, Action extends AnyAction = AnyAction, Creators extends readonly AnyCreator[] = readonly AnyCreator[]> {
  creators: Creators;
  reducer: (state: State, action: Action) => State;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any creator's arguments
type AnyCreator = ActionCreator<string, any[], any>;
type ActionOfEntry<Entry> = Entry extends OnReducerEntry<unknown, infer Action, readonly AnyCreator[]> ? Action : never;

/**
 * A reducer handler for the actions of one or more creators.
 *
 * @throws {TypeError} without at least one creator and the reducer.
 */
export function on<State, const Creators extends readonly AnyCreator[], Action extends ActionFromCreators<Creators>>(
  ...args: [...creators: Creators, reducer: (state: State, action: Action) => State]
): OnReducerEntry<State, Action, Creators> {
  const reducer = args.at(-1);
  const creators = args.slice(0, -1) as unknown as Creators;
  if (typeof reducer !== "function" || creators.length === 0) throw new TypeError("on requires at least one action creator and one reducer");
  return { creators, reducer: reducer as (state: State, action: Action) => State };
}

/**
 * A reducer from an initial state and `on(...)` handlers; an action no handler names leaves the
 * state as it is (the same object).
 */
export function createReducer<State, const Entries extends readonly OnReducerEntry<State, never, readonly AnyCreator[]>[]>(
  initialState: State,
  ...entries: Entries
): Reducer<State, ActionOfEntry<Entries[number]>> {
  const handlers = new Map<string, Array<(state: State, action: AnyAction) => State>>();
  for (const entry of entries) {
    for (const creator of entry.creators) {
      const list = handlers.get(creator.type) ?? [];
      list.push(entry.reducer as unknown as (state: State, action: AnyAction) => State);
      handlers.set(creator.type, list);
    }
  }
  return (state = initialState, action) => {
    const typed = action as unknown as AnyAction;
    return (handlers.get(typed.type) ?? []).reduce((current, handler) => handler(current, typed), state);
  };
}
