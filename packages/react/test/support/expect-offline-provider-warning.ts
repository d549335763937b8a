import { expectConsoleInFile } from "@wingman/test-support/console";

/**
 * For a test file whose views render inside a provider with nothing to connect to, on purpose (views
 * tested alone): the provider's warning about it stays out of the test output, every other warning
 * passes through, and the file fails if the warning never came (so the catcher cannot hide a change).
 */
export function expectOfflineProviderWarning(): void {
  expectConsoleInFile("warn", /^CopilotKitProvider: nothing to connect to\./, "the provider's 'nothing to connect to' warning");
}
