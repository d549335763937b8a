import type { Observable } from "rxjs";

/** Any action: a `type` and, for payload actions, the payload's fields. */
export interface AnyAction {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** Builds an action of one type; `type` is readable on the creator itself (for `on` and `ofType`). */
export type ActionCreator<Type extends string, Args extends unknown[], Action extends { type: Type }> = ((...args: Args) => Action) & {
  readonly type: Type;
  /** Whether `action` is one this creator builds (narrows its type). */
  match(action: AnyAction): action is Action;
};

/** The action a creator builds. */
export type ActionFromCreator<Creator> = Creator extends (...args: never[]) => infer Action ? Action : never;
/** The union of the actions several creators build. */
export type ActionFromCreators<Creators extends readonly unknown[]> = ActionFromCreator<Creators[number]>;

/** Computes a store's next state from its state and an action. */
export type Reducer<State, Action extends AnyAction = AnyAction> = (state: State | undefined, action: Action) => State;
/** Derives a value from a store's state. */
export type Selector<State, Result> = (state: State) => Result;

/** `empty()`: an action with no payload. */
export interface EmptyActionConfig {
  readonly kind: "empty";
}

declare const PROPS: unique symbol;
/** `props<P>()`: an action carrying the fields of `P`. */
export interface PropsActionConfig<Props extends Record<string, unknown>> {
  readonly kind: "props";
  /** Type-only: carries `Props` for inference and is never set. */
  readonly [PROPS]?: Props;
}

/** How one action of an action group is declared: without payload (`empty()`) or with props (`props<P>()`). */
export type ActionConfig = EmptyActionConfig | PropsActionConfig<Record<string, unknown>>;
/** The actions of an action group, by name. */
export type ActionGroupConfig = Record<string, ActionConfig>;

/** One creator per entry of the config, of type `[Source] name`. */
export type ActionGroupResult<Source extends string, Config extends ActionGroupConfig> = {
  [K in keyof Config & string]: Config[K] extends PropsActionConfig<infer P>
    ? ActionCreator<`[${Source}] ${K}`, [P], { type: `[${Source}] ${K}` } & P>
    : ActionCreator<`[${Source}] ${K}`, [], { type: `[${Source}] ${K}` }>;
};

/** An effect whose emissions are dispatched as actions. */
export interface DispatchingEffect<State, InputAction extends AnyAction = AnyAction, OutputAction extends AnyAction = AnyAction> {
  run: (actions$: Observable<InputAction>, state$: Observable<State>) => Observable<OutputAction>;
  dispatch: true;
}

/** An effect run for its side effects; what it emits is ignored. */
export interface NonDispatchingEffect<State, InputAction extends AnyAction = AnyAction> {
  run: (actions$: Observable<InputAction>, state$: Observable<State>) => Observable<unknown>;
  dispatch: false;
}

/** A store side effect run on dispatched actions, which may dispatch new ones. */
export type Effect<State, InputAction extends AnyAction = AnyAction, OutputAction extends AnyAction = AnyAction> =
  | DispatchingEffect<State, InputAction, OutputAction>
  | NonDispatchingEffect<State, InputAction>;

/** Marks an effect whose output actions are dispatched (the default). */
export interface DispatchingEffectOptions {
  /** Dispatch what the effect emits. Default: true. */
  dispatch?: true;
}
/** Marks an effect that only causes side effects and dispatches nothing. */
export interface NonDispatchingEffectOptions {
  dispatch: false;
}

/** What the store itself dispatches when it starts and stops. */
export type StoreLifecycleAction = { type: "@@micro-redux/init" } | { type: "@@micro-redux/stop" };
