export { createActionGroup, empty, props } from "./create-action-group.js";
export { createReducer, on } from "./create-reducer.js";
export type { OnReducerEntry } from "./create-reducer.js";
export { createSelector, select } from "./create-selector.js";
export { ofType } from "./of-type.js";
export { createEffect } from "./create-effect.js";
export { createStore } from "./create-store.js";
export type { Store } from "./create-store.js";
export type {
  ActionConfig,
  ActionCreator,
  ActionFromCreator,
  ActionFromCreators,
  ActionGroupConfig,
  ActionGroupResult,
  AnyAction,
  DispatchingEffect,
  DispatchingEffectOptions,
  Effect,
  EmptyActionConfig,
  NonDispatchingEffect,
  NonDispatchingEffectOptions,
  PropsActionConfig,
  Reducer,
  Selector,
  StoreLifecycleAction,
} from "./store-types.js";
