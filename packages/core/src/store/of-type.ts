import { filter, type OperatorFunction } from "rxjs";
import type { ActionCreator, ActionFromCreators, AnyAction } from "./store-types.js";

/**
 * Keeps the actions built by the given creators, typed as their union.
 *
 * @throws {TypeError} without a creator.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any creator's arguments
export function ofType<const Creators extends readonly ActionCreator<string, any[], AnyAction>[]>(
  ...creators: Creators
): OperatorFunction<AnyAction, ActionFromCreators<Creators>> {
  if (creators.length === 0) throw new TypeError("ofType requires at least one action creator");
  const types = new Set(creators.map((creator) => creator.type));
  return filter((action): action is ActionFromCreators<Creators> => types.has(action.type));
}
