/** One RFC 6902 operation, as STATE_DELTA carries it. */
export interface JsonPatchOperation {
  readonly op: "add" | "remove" | "replace" | "move" | "copy" | "test";
  readonly path: string;
  readonly from?: string;
  readonly value?: unknown;
}
