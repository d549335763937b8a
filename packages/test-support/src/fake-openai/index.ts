export {
  openAIError,
  startFakeOpenAITranscriptionServer,
  verboseJson,
  type FakeAnswer,
  type FakeOpenAITranscriptionServer,
  type ReceivedTranscription,
} from "./fake-openai-transcription-server.js";
