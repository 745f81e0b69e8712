/* Apart from the upload schemas (upload.ts): every upload uses it, and zod stays out of the first load. */

/** The file name sent to the upload calls: prefixed with a timestamp (§7), e.g. `1732262400000_photo.png`. */
export function timestampedFileName(name: string, now: number = Date.now()): string {
  return `${now}_${name}`;
}
