// @wingman/core/audio: voice in the browser: the recorder and read-aloud (transcription is the client's).
export { AudioRecorder, AudioRecorderError, type AudioRecorderPlatform, type AudioRecorderState } from "./audio-recorder.js";
export { canRecordAudio } from "./recording-platform.js";
export { readAloud, canReadAloud, type ReadAloudOptions, type ReadAloudPlatform, type ReadAloudHandle } from "./read-aloud.js";
