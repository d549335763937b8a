/** `CopilotRuntime({ telemetry })`: what the runtime's OpenTelemetry spans may carry. */
export interface TelemetryOptions {
  /**
   * Put message content on spans (the run's input messages). Off by default: traces usually go to
   * a shared backend with looser access rules than the thread store.
   * @default false
   */
  readonly recordContent?: boolean;
}
