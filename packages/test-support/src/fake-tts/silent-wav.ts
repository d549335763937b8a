/**
 * A valid WAV of `milliseconds` of silence (8 kHz, 8-bit, mono PCM): small, and decodable by a real
 * browser, so a read-aloud test in Chromium can play it through to `ended`.
 */
export function silentWav(milliseconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round((rate * milliseconds) / 1000);
  const wav = Buffer.alloc(44 + samples, 0x80); // 0x80: silence in unsigned 8-bit PCM
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // channels
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples, 40);
  return wav;
}
