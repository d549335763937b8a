/** Where "Read aloud" gets its voice. */
export interface ReadAloudOptions {
  /**
   * A text-to-speech endpoint: it receives `POST {"text": …}` (JSON) and answers with audio the
   * browser can play. Without it the browser's `speechSynthesis` speaks.
   */
  endpoint?: string;
  /** Sent with every request to `endpoint`. Default: none. */
  headers?: Record<string, string>;
  /** `fetch`'s `credentials` for requests to `endpoint`. Default: unset, fetch's `"same-origin"`. */
  credentials?: RequestCredentials;
  /** BCP 47 language for `speechSynthesis` (the page's by default). */
  lang?: string;
}

/** The browser parts read-aloud uses; tests and non-browser hosts may pass their own. */
export interface ReadAloudPlatform {
  fetch?: typeof fetch;
  speechSynthesis?: Pick<SpeechSynthesis, "speak" | "cancel">;
  createUtterance?: (text: string) => SpeechSynthesisUtterance;
  /** Plays fetched audio; resolves when it ends. */
  playAudio?: (audio: Blob, signal: AbortSignal) => Promise<void>;
}

/** A message being read aloud: wait for it with `done`, end it with `stop()`. */
export interface ReadAloudHandle {
  /** Settles when speaking ends or is stopped; rejects when no voice is available or the endpoint fails. */
  readonly done: Promise<void>;
  stop(): void;
}

type SpeechGlobals = { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: new (text: string) => SpeechSynthesisUtterance };

/** Plays audio through an `<audio>` element (object URL revoked when done). */
async function playWithAudioElement(audio: Blob, signal: AbortSignal): Promise<void> {
  const url = URL.createObjectURL(audio);
  const element = new Audio(url);
  try {
    await new Promise<void>((resolve, reject) => {
      element.onended = () => resolve();
      element.onerror = () => reject(new Error("The text-to-speech audio could not be played"));
      signal.addEventListener("abort", () => {
        element.pause();
        resolve();
      });
      Promise.resolve(element.play()).catch(reject);
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function speakWithSynthesis(text: string, options: ReadAloudOptions, platform: ReadAloudPlatform, signal: AbortSignal): Promise<void> {
  const globals = globalThis as SpeechGlobals;
  const synthesis = platform.speechSynthesis ?? globals.speechSynthesis;
  const Utterance = globals.SpeechSynthesisUtterance;
  const create = platform.createUtterance ?? (Utterance ? (value: string) => new Utterance(value) : undefined);
  if (!synthesis || !create) return Promise.reject(new Error("Read aloud needs speechSynthesis or a text-to-speech endpoint"));
  const utterance = create(text);
  if (options.lang) utterance.lang = options.lang;
  return new Promise<void>((resolve) => {
    // An error ("interrupted", "canceled" or no voice) ends the reading too: nothing to retry.
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    signal.addEventListener("abort", () => {
      synthesis.cancel();
      resolve();
    });
    synthesis.cancel();
    synthesis.speak(utterance);
  });
}

async function speakWithEndpoint(text: string, options: ReadAloudOptions & { endpoint: string }, platform: ReadAloudPlatform, signal: AbortSignal) {
  const doFetch = platform.fetch ?? fetch;
  const response = await doFetch(options.endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: JSON.stringify({ text }),
    signal,
    ...(options.credentials && { credentials: options.credentials }),
  });
  if (!response.ok) throw new Error(`Text-to-speech endpoint answered ${response.status}`);
  const audio = await response.blob();
  if (signal.aborted) return;
  await (platform.playAudio ?? playWithAudioElement)(audio, signal);
}

let current: AbortController | undefined;

/**
 * Reads `text` aloud: through `options.endpoint` when given, else the browser's `speechSynthesis`.
 * One reading at a time: starting one stops the previous.
 */
export function readAloud(text: string, options: ReadAloudOptions = {}, platform: ReadAloudPlatform = {}): ReadAloudHandle {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const speak = options.endpoint
    ? speakWithEndpoint(text, { ...options, endpoint: options.endpoint }, platform, controller.signal)
    : speakWithSynthesis(text, options, platform, controller.signal);
  const done = speak
    .catch((error: unknown) => {
      if (controller.signal.aborted) return;
      throw error;
    })
    .finally(() => {
      if (current === controller) current = undefined;
    });
  return { done, stop: () => controller.abort() };
}

/** True when `readAloud` can speak here with these options. */
export function canReadAloud(options: ReadAloudOptions = {}): boolean {
  const globals = globalThis as SpeechGlobals;
  return options.endpoint !== undefined || (globals.speechSynthesis !== undefined && globals.SpeechSynthesisUtterance !== undefined);
}
