import { asapScheduler, BehaviorSubject, observeOn, Subject, type Observable, type Subscription } from "rxjs";
import { select } from "./create-selector.js";
import type { AnyAction, Effect, Reducer, Selector, StoreLifecycleAction } from "./store-types.js";

/** A small observable store: a reducer, effects, and the streams of its states and actions. */
export interface Store<State, Action extends AnyAction = AnyAction> {
  dispatch(action: Action): void;
  getState(): State;
  readonly state$: Observable<State>;
  readonly actions$: Observable<Action | StoreLifecycleAction>;
  /** The selected value, now and on each change (by reference). */
  select<Result>(selector: Selector<State, Result>): Observable<Result>;
  /** Starts the effects, then dispatches `@@micro-redux/init`. */
  init(): void;
  /** Dispatches `@@micro-redux/stop`, then ends the effects. */
  stop(): void;
}

const INIT: StoreLifecycleAction = { type: "@@micro-redux/init" };
const STOP: StoreLifecycleAction = { type: "@@micro-redux/stop" };

/**
 * A store whose state comes from `reducer` (its state before any action: `reducer(undefined, init)`).
 * Effects see actions after the reducer ran, on the asap scheduler, so an effect that dispatches never
 * re-enters the dispatch that triggered it. An effect that errors stops the store: every effect is
 * unsubscribed, `actions$` and `state$` error with it and `dispatch` throws from then on (failing fast
 * beats running on half-dead).
 *
 * @example
 * const store = createStore({ reducer: createReducer(0, on(counter.add, (n, { by }) => n + by)) });
 * store.init();
 * store.dispatch(counter.add({ by: 2 }));
 * store.getState(); // 2
 */
export function createStore<State, Action extends AnyAction = AnyAction>(options: {
  reducer: Reducer<State, Action | StoreLifecycleAction>;
  effects?: Array<Effect<State, Action | StoreLifecycleAction, Action>>;
}): Store<State, Action> {
  const state$ = new BehaviorSubject<State>(options.reducer(undefined, INIT));
  const actions$ = new Subject<Action | StoreLifecycleAction>();
  let subscriptions: Subscription[] = [];
  let started = false;
  let failed = false;
  let failure: unknown;

  const apply = (action: Action | StoreLifecycleAction): void => {
    if (failed) return;
    state$.next(options.reducer(state$.getValue(), action));
    actions$.next(action);
  };

  const fail = (error: unknown): void => {
    if (failed) return;
    failed = true;
    failure = error;
    for (const subscription of subscriptions) subscription.unsubscribe();
    subscriptions = [];
    actions$.error(error);
    state$.error(error);
  };

  return {
    dispatch(action) {
      if (failed) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        // CopilotKit's wording first, then which action and why
        throw new Error(`Store is in a failed state due to an effect error: cannot dispatch "${action.type}" (${reason})`);
      }
      apply(action);
    },
    getState: () => state$.getValue(),
    state$: state$.asObservable(),
    actions$: actions$.asObservable(),
    select: (selector) => state$.pipe(select(selector)),
    init() {
      if (started || failed) return;
      started = true;
      for (const effect of options.effects ?? []) {
        const output$ = effect.run(actions$.pipe(observeOn(asapScheduler)), state$.asObservable());
        subscriptions.push(
          output$.subscribe({
            next: (value) => {
              if (effect.dispatch) apply(value as Action);
            },
            error: fail,
          }),
        );
      }
      apply(INIT);
    },
    stop() {
      if (!started || failed) return;
      started = false;
      apply(STOP);
      for (const subscription of subscriptions) subscription.unsubscribe();
      subscriptions = [];
    },
  };
}
