import { afterAll, beforeAll, expect, vi, type MockInstance } from "vitest";

const OFFLINE_WARNING = /^CopilotKitProvider: nothing to connect to\./;

/**
 * For a test file whose views render inside a provider with nothing to connect to, on purpose (views
 * tested alone): the provider's warning about it stays out of the test output, every other warning
 * passes through, and the file fails if the warning never came (so the spy cannot hide a change).
 */
export function expectOfflineProviderWarning(): void {
  let spy: MockInstance<typeof console.warn> | undefined;
  let seen = 0;
  beforeAll(() => {
    const original = console.warn.bind(console);
    spy = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && OFFLINE_WARNING.test(args[0])) seen++;
      else original(...args);
    });
  });
  afterAll(() => {
    spy?.mockRestore();
    expect(seen, "the provider's 'nothing to connect to' warning").toBeGreaterThan(0);
  });
}
