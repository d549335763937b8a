import { afterAll, beforeAll, expect } from "vitest";

export type ConsoleMethod = "error" | "warn" | "info" | "log";

/** The expected console calls one catcher has taken out of the test output. */
export interface CaughtConsole {
  /** The arguments of each expected call, in order. */
  readonly calls: readonly (readonly unknown[])[];
  /** Puts the console method back. */
  restore(): void;
}

/**
 * Keeps a log the test provokes on purpose out of the output: calls with a string argument matching
 * `expected` (the message, first or, pino-style, after a context object) are recorded (so the test
 * can assert they came), every other call passes through to the real console, so an unexpected
 * error still shows. `expected` must not use the `g` flag.
 */
export function catchConsole(method: ConsoleMethod, expected: RegExp): CaughtConsole {
  // A plain wrapper, not vi.spyOn: spying on an already spied method reuses that spy, so a catcher
  // inside a file-wide one would replace it and, restored, remove both. Wrappers nest.
  const previous = console[method];
  const calls: unknown[][] = [];
  console[method] = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === "string" && expected.test(arg))) calls.push(args);
    else previous.apply(console, args);
  };
  return { calls, restore: () => void (console[method] = previous) };
}

/**
 * catchConsole for a whole test file; the file fails if the expected log never came, so the catcher
 * cannot hide a change in behaviour. `what` names the log in that failure.
 */
export function expectConsoleInFile(method: ConsoleMethod, expected: RegExp, what: string): void {
  let caught: CaughtConsole | undefined;
  beforeAll(() => {
    caught = catchConsole(method, expected);
  });
  afterAll(() => {
    caught?.restore();
    expect(caught?.calls.length ?? 0, what).toBeGreaterThan(0);
  });
}
