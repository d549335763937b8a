import type { ComponentType, ReactElement, ReactNode } from "react";

/**
 * A replaceable part: a component (replaces the default, same props), a string (added to the
 * default's `className`) or an object (props spread over the default's).
 */
export type SlotValue<Props> = ComponentType<Props> | string | Partial<Props>;

/**
 * The props of a component with replaceable parts: each slot (by the props its default takes) as
 * an optional {@link SlotValue}, the other props, and `children` as a function receiving every
 * part already rendered (and the other props) to lay them out differently.
 */
export type WithSlots<Slots extends Record<string, object>, Rest = {}> = { [K in keyof Slots]?: SlotValue<Slots[K]> } & {
  /** Lays out the rendered parts differently. Default: the component's own layout. */
  children?: (parts: { [K in keyof Slots]: ReactElement } & Rest) => ReactNode;
} & Omit<Rest, "children">;

const isComponent = (value: unknown): value is ComponentType<any> =>
  typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value);

/** Joins class names, skipping empty ones. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(" ");

/** Renders a slot over its default component. */
export function renderSlot<Props extends object>(
  slot: SlotValue<Props> | undefined,
  Default: ComponentType<Props>,
  props: Props,
): ReactElement {
  if (isComponent(slot)) {
    const Slot = slot;
    return <Slot {...props} />;
  }
  if (typeof slot === "string") {
    return <Default {...props} className={cx((props as { className?: string }).className, slot)} />;
  }
  if (slot && typeof slot === "object") {
    const { className, ...rest } = slot as Partial<Props> & { className?: string };
    return <Default {...props} {...(rest as Partial<Props>)} className={cx((props as { className?: string }).className, className)} />;
  }
  return <Default {...props} />;
}
