/** The widest a video thumbnail is drawn, in pixels (chips and previews are far smaller). */
const MAX_WIDTH = 320;

/**
 * A still of a video file as a JPEG data URL, for a preview: the video is decoded by the browser
 * from an object URL, a frame near its start is drawn on a canvas, and the URL is released.
 * Undefined where there is no DOM, when the browser cannot decode the video, or after `timeoutMs`.
 */
export function captureVideoThumbnail(file: Blob, options: { timeoutMs?: number } = {}): Promise<string | undefined> {
  const document = globalThis.document as Document | undefined;
  if (!document || typeof URL.createObjectURL !== "function") return Promise.resolve(undefined);
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  return new Promise<string | undefined>((resolve) => {
    const finish = (thumbnail: string | undefined) => {
      clearTimeout(timer);
      video.removeAttribute("src");
      video.load();
      URL.revokeObjectURL(url);
      resolve(thumbnail);
    };
    const timer = setTimeout(() => finish(undefined), options.timeoutMs ?? 5_000);
    video.onerror = () => finish(undefined);
    // A frame just after the start: the very first is often black.
    video.onloadeddata = () => {
      video.currentTime = Number.isFinite(video.duration) ? Math.min(0.1, video.duration / 2) : 0;
    };
    video.onseeked = () => {
      try {
        const scale = Math.min(1, MAX_WIDTH / (video.videoWidth || MAX_WIDTH));
        const canvas = document.createElement("canvas");
        canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
        canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
        canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
        finish(canvas.toDataURL("image/jpeg", 0.8));
      } catch {
        finish(undefined);
      }
    };
    video.src = url;
  });
}
