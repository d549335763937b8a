import { Output } from "@angular/core";

/**
 * Marks an `output()` field for Angular's JIT compiler (the Vitest tests compile the sources in
 * JIT mode, where nothing reads `output()` calls). Wrapped rather than `@Output()` itself: the AOT
 * compiler (ng-packagr) finds `output()` on its own and rejects `@Output` on it, while it leaves
 * decorators it does not know alone.
 */
export const SignalOutput = (alias?: string): PropertyDecorator => Output(alias);
