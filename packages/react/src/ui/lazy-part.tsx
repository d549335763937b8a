import { lazy, Suspense, type ComponentType, type ReactElement } from "react";

/**
 * A part whose code loads the first time it renders (nothing is shown until then): for parts
 * most chats never show, so that the chat's first load does not carry them.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => ReactElement {
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
