/** What `/transcribe` hands to the service. */
export interface TranscribeFileRequest {
  /** The uploaded recording. */
  readonly audioFile: File;
  /** The recording's MIME type (`/transcribe` passes the file's `type`). */
  readonly mimeType?: string;
  /** The recording's size in bytes (`/transcribe` passes the file's `size`). */
  readonly size?: number;
}

/** CopilotKit's name for {@link TranscribeFileRequest}. */
export type TranscribeFileOptions = TranscribeFileRequest;

/**
 * Turns recorded audio into text; backs `POST /transcribe`. Errors whose message mentions a rate
 * limit, authentication or a too-long recording are answered 429, 401 and 400; others 500. An
 * abstract class, as in CopilotKit (`class X extends TranscriptionService`); any object with a
 * `transcribeFile` method is one too.
 *
 * @example
 * const transcriptionService: TranscriptionService = {
 *   async transcribeFile({ audioFile }) { return whisper.transcribe(await audioFile.arrayBuffer()); },
 * };
 */
export abstract class TranscriptionService {
  abstract transcribeFile(request: TranscribeFileRequest): Promise<string>;
}
