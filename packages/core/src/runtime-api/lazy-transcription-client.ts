import type { TranscriptionClient, TranscriptionClientOptions } from "./transcription-client.js";

/**
 * A `TranscriptionClient` whose code loads on the first `transcribe` (a separate chunk for app
 * bundlers: only a chat with voice input ever sends audio, and that is a request anyway). A failed
 * load rejects that call and is tried again on the next.
 */
export function lazyTranscriptionClient(options: TranscriptionClientOptions): Pick<TranscriptionClient, "transcribe"> {
  let client: Promise<TranscriptionClient> | undefined;
  return {
    async transcribe(audio, transcribeOptions) {
      client ??= import("./transcription-client.js").then(
        ({ TranscriptionClient }) => new TranscriptionClient(options),
        (error: unknown) => {
          client = undefined;
          throw error;
        },
      );
      return (await client).transcribe(audio, transcribeOptions);
    },
  };
}
