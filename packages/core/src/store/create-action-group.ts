import type { ActionGroupConfig, ActionGroupResult, AnyAction, EmptyActionConfig, PropsActionConfig } from "./store-types.js";

/** Declares an action that carries the fields of `Props`, for `createActionGroup`. */
export function props<Props extends Record<string, unknown>>(): PropsActionConfig<Props> {
  return { kind: "props" };
}

/** Declares an action without payload, for `createActionGroup`. */
export function empty(): EmptyActionConfig {
  return { kind: "empty" };
}

/**
 * One action creator per entry of `config`, its actions typed `[source] name`.
 *
 * @example
 * const user = createActionGroup("User", { loaded: props<{ id: string }>(), reset: empty() });
 * user.loaded({ id: "u1" }); // { type: "[User] loaded", id: "u1" }
 */
export function createActionGroup<const Source extends string, const Config extends ActionGroupConfig>(
  source: Source,
  config: Config,
): ActionGroupResult<Source, Config> {
  const group: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(config)) {
    const type = `[${source}] ${name}`;
    // The payload's own `type` field must not replace the action's.
    const creator =
      entry.kind === "props" ? (payload: Record<string, unknown>) => ({ ...payload, type }) : () => ({ type });
    const match = (action: AnyAction): boolean => action.type === type;
    group[name] = Object.assign(creator, { type, match });
  }
  return group as ActionGroupResult<Source, Config>;
}
