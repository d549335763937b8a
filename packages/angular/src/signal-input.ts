import { Input } from "@angular/core";

/**
 * Marks an `input()` field for Angular's JIT compiler. The package ships plain TypeScript output
 * (no ngc partial compilation), so the metadata that AOT reads from `input()` calls is given as a
 * decorator, as Angular's own JIT transform does.
 */
export const SignalInput = (alias?: string): PropertyDecorator =>
  Input({ isSignal: true, ...(alias !== undefined && { alias }) } as Input);
