/** The value without a `subagentRunId: null` (the protocol's "not in a subagent"), copied only when it had one. */
export const withoutNullSubagent = <T>(value: T): T => {
  if ((value as { subagentRunId?: unknown }).subagentRunId !== null) return value;
  const copy = { ...value } as T & { subagentRunId?: unknown };
  delete copy.subagentRunId;
  return copy;
};
