import type { ComponentType, ReactElement } from "react";

/**
 * A replaceable part: a component (replaces the default, same props), a string (added to the
 * default's `className`) or an object (props spread over the default's).
 */
export type SlotValue<Props> = ComponentType<Props> | string | Partial<Props>;

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
