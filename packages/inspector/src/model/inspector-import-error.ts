/** A file given to the inspector's import is not a thread export it can read. */
export class InspectorImportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "InspectorImportError";
  }
}
