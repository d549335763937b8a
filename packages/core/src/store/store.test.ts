import { firstValueFrom, map, filter, take, toArray, throwError, mergeMap, tap } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActionGroup, empty, props } from "./create-action-group.js";
import { createEffect } from "./create-effect.js";
import { createReducer, on } from "./create-reducer.js";
import { createSelector } from "./create-selector.js";
import { createStore } from "./create-store.js";
import { ofType } from "./of-type.js";
import type { AnyAction } from "./store-types.js";

const counter = createActionGroup("Counter", {
  add: props<{ by: number }>(),
  reset: empty(),
  saved: props<{ total: number }>(),
});

interface CounterState {
  total: number;
  saves: number;
}
const reducer = createReducer(
  { total: 0, saves: 0 } as CounterState,
  on(counter.add, (state: CounterState, { by }) => ({ ...state, total: state.total + by })),
  on(counter.reset, (state: CounterState) => ({ ...state, total: 0 })),
  on(counter.saved, (state: CounterState) => ({ ...state, saves: state.saves + 1 })),
);

describe("createActionGroup", () => {
  it("builds `[Source] name` actions, with the payload's fields for props actions", () => {
    expect(counter.add({ by: 2 })).toEqual({ type: "[Counter] add", by: 2 });
    expect(counter.reset()).toEqual({ type: "[Counter] reset" });
    expect(counter.add.type).toBe("[Counter] add");
  });

  it("each creator's match() tells its own actions from others", () => {
    const action: AnyAction = counter.add({ by: 1 });
    expect(counter.add.match(action)).toBe(true);
    expect(counter.reset.match(action)).toBe(false);
    if (counter.add.match(action)) expect(action.by).toBe(1);
  });
});

describe("createReducer", () => {
  it("applies the handler named by the action and leaves the same state object for any other action", () => {
    const added = reducer(undefined, counter.add({ by: 3 }) as never);
    expect(added).toEqual({ total: 3, saves: 0 });
    expect(reducer(added, { type: "[Other] thing" } as never)).toBe(added);
  });

  it("on() refuses to be called without a creator", () => {
    expect(() => on((state: number) => state)).toThrow(new TypeError("on requires at least one action creator and one reducer"));
  });
});

describe("createSelector", () => {
  it("recomputes only when an input selector's value changes", () => {
    let runs = 0;
    const doubled = createSelector(
      (state: CounterState) => state.total,
      (total) => {
        runs += 1;
        return { doubled: total * 2 };
      },
    );
    const first = doubled({ total: 2, saves: 0 });
    expect(doubled({ total: 2, saves: 5 })).toBe(first);
    expect(doubled({ total: 3, saves: 5 })).toEqual({ doubled: 6 });
    expect(runs).toBe(2);
  });
});

describe("ofType", () => {
  it("keeps only the actions of the given creators", async () => {
    const store = createStore<CounterState, AnyAction>({ reducer: reducer as never });
    const adds = firstValueFrom(store.actions$.pipe(ofType(counter.add), take(2), toArray()));
    store.dispatch(counter.add({ by: 1 }));
    store.dispatch(counter.reset());
    store.dispatch(counter.add({ by: 4 }));
    expect(await adds).toEqual([counter.add({ by: 1 }), counter.add({ by: 4 })]);
    expect(() => ofType()).toThrow(new TypeError("ofType requires at least one action creator"));
  });
});

describe("createStore", () => {
  it("reduces dispatched actions, emits distinct selections, and dispatches what an effect emits", async () => {
    const save = createEffect<CounterState, AnyAction, AnyAction>((actions$, state$) =>
      actions$.pipe(
        ofType(counter.add),
        mergeMap(() => state$.pipe(take(1))),
        map((state) => counter.saved({ total: state.total })),
      ),
    );
    const store = createStore<CounterState, AnyAction>({ reducer: reducer as never, effects: [save] });
    const lifecycle = firstValueFrom(store.actions$.pipe(filter((action) => action.type === "@@micro-redux/init")));
    const totals = firstValueFrom(store.select((state) => state.total).pipe(take(3), toArray()));
    store.init();
    await lifecycle;
    store.dispatch(counter.add({ by: 2 }));
    store.dispatch(counter.add({ by: 5 }));
    expect(await totals).toEqual([0, 2, 7]);
    const saved = await firstValueFrom(store.state$.pipe(filter((state) => state.saves === 2)));
    expect(saved).toEqual({ total: 7, saves: 2 });
  });

  it("runs an effect's observation after the dispatch that triggered it has returned (no re-entrancy)", async () => {
    const seen: string[] = [];
    const log = createEffect<CounterState, AnyAction>(
      (actions$) => actions$.pipe(ofType(counter.add), tap(() => seen.push("effect"))),
      { dispatch: false },
    );
    const store = createStore<CounterState, AnyAction>({ reducer: reducer as never, effects: [log] });
    store.init();
    const observed = firstValueFrom(store.actions$.pipe(ofType(counter.add)));
    store.dispatch(counter.add({ by: 1 }));
    seen.push("dispatch returned");
    await observed;
    await firstValueFrom(store.state$.pipe(filter(() => seen.length === 2)));
    expect(seen).toEqual(["dispatch returned", "effect"]);
  });

  it("an effect that errors stops the store: state$ and actions$ error with it", async () => {
    const broken = createEffect<CounterState, AnyAction>(
      (actions$) => actions$.pipe(ofType(counter.reset), mergeMap(() => throwError(() => new Error("effect failed")))),
      { dispatch: false },
    );
    const store = createStore<CounterState, AnyAction>({ reducer: reducer as never, effects: [broken] });
    store.init();
    const stateError = firstValueFrom(store.state$.pipe(filter(() => false))).catch((error: Error) => error.message);
    store.dispatch(counter.reset());
    expect(await stateError).toBe("effect failed");
    // dispatching into a dead store is a bug of the caller's: say so rather than drop the action
    expect(() => store.dispatch(counter.add({ by: 1 }))).toThrow(/^Store is in a failed state due to an effect error: .*effect failed/);
  });

  it("stop() dispatches the stop action and ends the effects", async () => {
    let effectSaw = 0;
    const count = createEffect<CounterState, AnyAction>((actions$) => actions$.pipe(tap(() => (effectSaw += 1))), { dispatch: false });
    const store = createStore<CounterState, AnyAction>({ reducer: reducer as never, effects: [count] });
    store.init();
    const stopped = firstValueFrom(store.actions$.pipe(filter((action) => action.type === "@@micro-redux/stop")));
    store.stop();
    await stopped;
    const before = effectSaw;
    store.dispatch(counter.add({ by: 1 }));
    expect(store.getState().total).toBe(1);
    // Effects observe on the asap (microtask) scheduler: by the next macrotask they would have seen it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(effectSaw).toBe(before);
  });
});
