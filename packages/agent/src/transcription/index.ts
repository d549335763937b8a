export {
  OpenAITranscriptionService,
  type OpenAITranscriptionServiceOptions,
  type TranscriptionFileInput,
} from "./openai-transcription-service.js";
export { transcriptionServiceFromEnv, type TranscriptionFromEnv } from "./transcription-service-from-env.js";
