import type { Observable } from "rxjs";
import type {
  AnyAction,
  DispatchingEffect,
  DispatchingEffectOptions,
  NonDispatchingEffect,
  NonDispatchingEffectOptions,
} from "./store-types.js";

/** An effect for `createStore`: what it emits is dispatched, unless `{ dispatch: false }`. */
export function createEffect<State, InputAction extends AnyAction, OutputAction extends AnyAction>(
  factory: (actions$: Observable<InputAction>, state$: Observable<State>) => Observable<OutputAction>,
  options?: DispatchingEffectOptions,
): DispatchingEffect<State, InputAction, OutputAction>;
export function createEffect<State, InputAction extends AnyAction>(
  factory: (actions$: Observable<InputAction>, state$: Observable<State>) => Observable<unknown>,
  options: NonDispatchingEffectOptions,
): NonDispatchingEffect<State, InputAction>;
export function createEffect<State, InputAction extends AnyAction>(
  factory: (actions$: Observable<InputAction>, state$: Observable<State>) => Observable<unknown>,
  options: DispatchingEffectOptions | NonDispatchingEffectOptions = {},
): DispatchingEffect<State, InputAction> | NonDispatchingEffect<State, InputAction> {
  if (options.dispatch === false) return { run: factory, dispatch: false };
  // A dispatching effect's factory was typed by the overload to emit actions.
  return { run: factory as (actions$: Observable<InputAction>, state$: Observable<State>) => Observable<AnyAction>, dispatch: true };
}
