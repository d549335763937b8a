import { createChunkLoader } from "@wingman/core/chat";
import { forwardRef, useEffect, useSyncExternalStore, type ComponentType, type ReactElement, type Ref, type RefAttributes } from "react";

/** How to fetch each lazy part's code ahead of its first render (kept off the parts' public type). */
const preloaders = new WeakMap<object, () => void>();

/** Loads a `lazyPart`'s code now: for parts needed in bad moments, such as when the network goes. */
export function preloadPart(part: object): void {
  preloaders.get(part)?.();
}

const nothingOnTheServer = () => undefined;

/**
 * A part whose code loads the first time it renders (nothing is shown until then): for parts
 * most chats never show, so that the chat's first load does not carry them. A load that fails
 * (offline, a passing server error) leaves the part out and is retried, instead of throwing
 * through the page as `React.lazy` would.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => ReactElement | null {
  const chunk = createChunkLoader(load);
  const part = function LazyPart(props: Props) {
    // The server renders nothing, as a Suspense fallback would; hydration then picks the part up.
    const Component = useSyncExternalStore(chunk.subscribe, chunk.current, nothingOnTheServer);
    useEffect(() => chunk.request(), []);
    return Component ? <Component {...props} /> : null;
  };
  preloaders.set(part, chunk.request);
  return part;
}

/** `lazyPart` for a part driven through a ref (the composer's audio recorder). */
export function lazyRefPart<Handle, Props extends object>(load: () => Promise<ComponentType<Props & RefAttributes<Handle>>>) {
  const chunk = createChunkLoader(load);
  return forwardRef<Handle, Props>(function LazyRefPart(props, ref: Ref<Handle>) {
    const Component = useSyncExternalStore(chunk.subscribe, chunk.current, nothingOnTheServer);
    useEffect(() => chunk.request(), []);
    return Component ? <Component {...(props as Props)} ref={ref} /> : null;
  });
}
