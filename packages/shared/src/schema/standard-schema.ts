/** The Standard Schema interface (zod ≥3.24, valibot, arktype…), with the optional Standard JSON Schema extension. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
    readonly jsonSchema?: StandardJSONSchemaConverter;
  };
}

/** What a validation answers: the value, or the issues found. */
export type StandardSchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }> };

/** The Standard JSON Schema extension's converter: a schema's input (or output) as JSON Schema. */
export interface StandardJSONSchemaConverter {
  readonly input: (options: { target: string }) => Record<string, unknown>;
  readonly output?: (options: { target: string }) => Record<string, unknown>;
}

/** A schema that implements the Standard JSON Schema extension (zod ≥ 4.2, valibot, arktype…). */
export interface StandardJSONSchemaV1<Input = unknown, Output = Input> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
    readonly jsonSchema: StandardJSONSchemaConverter;
  };
}

/** The type a Standard Schema produces (what `z.infer<S>` gives for zod), for any schema library. */
export type InferSchemaOutput<S> = S extends StandardSchemaV1<unknown, infer O> ? O : never;

/**
 * Whether a value is a Standard Schema. Schemas may be functions (an arktype `type` is callable),
 * so an `object`-only check would take them for plain JSON Schema and skip their validation.
 */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  return (typeof value === "object" || typeof value === "function") && value !== null && "~standard" in value;
}
