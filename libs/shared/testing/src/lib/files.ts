/** A real 1×1 PNG picture (an orange pixel), base64. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * A tiny PNG picture file named `name` (a real, decodable image), for upload tests and stories.
 *
 * @example await userEvent.upload(input, pngFile('logo.png'));
 */
export function pngFile(name: string): File {
  const bytes = Uint8Array.from(atob(ONE_PIXEL_PNG), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
