/** What `/transcribe` hands to the service. */
export interface TranscribeFileRequest {
  readonly audioFile: File;
  readonly mimeType?: string;
  readonly size?: number;
}

/**
 * Turns recorded audio into text; backs `POST /transcribe`. Errors whose message mentions a rate
 * limit, authentication or a too-long recording are answered 429, 401 and 400; others 500.
 *
 * @example
 * const transcriptionService: TranscriptionService = {
 *   async transcribeFile({ audioFile }) { return whisper.transcribe(await audioFile.arrayBuffer()); },
 * };
 */
export interface TranscriptionService {
  transcribeFile(request: TranscribeFileRequest): Promise<string>;
}
