import { Input } from "@angular/core";

/**
 * Marks an `input()` field for Angular's JIT compiler: the Vitest tests compile the sources in JIT
 * mode, where the metadata that AOT reads from `input()` calls must come from a decorator, as
 * Angular's own JIT transform emits. Wrapped rather than `@Input()` itself: the AOT compiler
 * (ng-packagr, partial compilation) finds `input()` on its own and rejects `@Input` on it, while
 * it leaves decorators it does not know alone.
 */
export const SignalInput = (alias?: string): PropertyDecorator =>
  Input({ isSignal: true, ...(alias !== undefined && { alias }) } as Input);
