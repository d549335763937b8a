/** What `AudioRecorder` needs from the platform (the browser's by default). */
export interface AudioRecorderPlatform {
  getUserMedia?: (constraints: { audio: true }) => Promise<MediaStream>;
  MediaRecorder?: {
    new (stream: MediaStream, options?: { mimeType?: string }): MediaRecorder;
    isTypeSupported?(type: string): boolean;
  };
}

/** The given platform's recording functions, else the browser's; undefined when it cannot record. */
export const recordingPlatform = (platform: AudioRecorderPlatform): Required<AudioRecorderPlatform> | undefined => {
  const mediaDevices = (globalThis as { navigator?: { mediaDevices?: { getUserMedia?: AudioRecorderPlatform["getUserMedia"] } } }).navigator?.mediaDevices;
  const getUserMedia = platform.getUserMedia ?? (mediaDevices?.getUserMedia ? (constraints: { audio: true }) => mediaDevices.getUserMedia!(constraints) : undefined);
  const Recorder = platform.MediaRecorder ?? (globalThis as { MediaRecorder?: AudioRecorderPlatform["MediaRecorder"] }).MediaRecorder;
  return getUserMedia && typeof Recorder === "function" ? { getUserMedia, MediaRecorder: Recorder } : undefined;
};

/**
 * Whether this platform can record audio (MediaRecorder and getUserMedia), without loading the
 * recorder itself: a chat asks this up front and loads the recorder only when voice input starts.
 */
export const canRecordAudio = (platform: AudioRecorderPlatform = {}): boolean => recordingPlatform(platform) !== undefined;
