/** A failure as the page records it in `globalThis.wingmanTest.failures`. */
export interface RecordedUploadFailure {
  reason: string;
  message: string;
}

/** The attachments config of {@link testPageAttachments} (assignable to the bindings' `AttachmentsConfig`). */
export interface TestPageAttachmentsConfig {
  enabled: true;
  accept: string;
  maxSize?: number;
  onUpload?: (file: File) => Promise<{ type: "url"; value: string; mimeType: string }>;
  onUploadFailed: (failure: RecordedUploadFailure) => void;
}

/**
 * The attachments of the bindings' attachment test pages: images and videos; refusals and failed
 * uploads recorded in `globalThis.wingmanTest.failures`. With `?maxSize=<bytes>`, that limit; with
 * `?store=<url>`, `onUpload` POSTs each file to `<url>/<name>` (the test's upload store) and sends
 * the URL it answers, an answer of 400 and above failing the upload with its text.
 */
export function testPageAttachments(query: URLSearchParams): TestPageAttachmentsConfig {
  const failures: RecordedUploadFailure[] = [];
  Object.assign(globalThis, { wingmanTest: { failures } });
  const store = query.get("store");
  const maxSize = query.get("maxSize");
  return {
    enabled: true,
    accept: "image/*,video/*",
    ...(maxSize !== null && { maxSize: Number(maxSize) }),
    ...(store !== null && {
      onUpload: async (file: File) => {
        const response = await fetch(`${store}/${encodeURIComponent(file.name)}`, { method: "POST", headers: { "content-type": file.type }, body: file });
        if (!response.ok) throw new Error(await response.text());
        const { url } = (await response.json()) as { url: string };
        return { type: "url" as const, value: url, mimeType: file.type };
      },
    }),
    onUploadFailed: ({ reason, message }) => void failures.push({ reason, message }),
  };
}
