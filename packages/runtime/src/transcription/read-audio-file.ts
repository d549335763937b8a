import { WingmanHttpError } from "../errors/wingman-http-error.js";
import { isJsonContentType, parseJsonBytes, readBodyBytes } from "../handler/read-request-body.js";

const ACCEPTED_AUDIO_TYPES = new Set([
  "audio/mpeg",
  "audio/mp3",
  "audio/mp4",
  "audio/wav",
  "audio/webm",
  "audio/ogg",
  "audio/flac",
  "audio/aac",
]);

function invalidRequest(message: string): WingmanHttpError {
  return new WingmanHttpError(400, "invalid_request", message);
}

/** Checks the type of a recording; browsers often send none or octet-stream for WebM recordings. */
function audioFile(bytes: BlobPart, type: string, filename: string | undefined): File {
  const base = type.split(";", 1)[0]!.trim().toLowerCase();
  if (base === "" || base === "application/octet-stream") {
    return new File([bytes], "recording.webm", { type: "audio/webm" });
  }
  if (!ACCEPTED_AUDIO_TYPES.has(base)) {
    throw new WingmanHttpError(400, "invalid_audio_format", `Unsupported audio format '${base}'`);
  }
  return new File([bytes], filename ?? "recording", { type });
}

function decodeBase64(audio: string): Uint8Array<ArrayBuffer> {
  const data = audio.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  if (data.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw invalidRequest("audio is not valid base64");
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The JSON form `{audio: base64 (a data URL is fine), mimeType, filename?}`. */
export function audioFileFromJson(body: unknown): File {
  if (typeof body !== "object" || body === null) throw invalidRequest("Expected {audio, mimeType}");
  const { audio, mimeType, filename } = body as Record<string, unknown>;
  if (typeof audio !== "string" || audio.length === 0) throw invalidRequest("Missing field 'audio'");
  if (typeof mimeType !== "string") throw invalidRequest("Missing field 'mimeType'");
  return audioFile(decodeBase64(audio), mimeType, typeof filename === "string" ? filename : undefined);
}

/** The audio of a `/transcribe` request: a multipart form with an `audio` file, or the JSON form. */
export async function readAudioFile(request: Request, maxBytes: number): Promise<File> {
  const contentType = request.headers.get("content-type") ?? "";
  const bytes = await readBodyBytes(request, maxBytes);
  if (isJsonContentType(contentType)) return audioFileFromJson(parseJsonBytes(bytes));
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new WingmanHttpError(415, "unsupported_media_type", "Send the audio as multipart/form-data or JSON");
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw invalidRequest("Malformed multipart body");
  }
  const audio = form.get("audio");
  if (audio === null || typeof audio === "string") throw invalidRequest("Missing audio file in field 'audio'");
  return audioFile(audio, audio.type, audio.name || undefined);
}
