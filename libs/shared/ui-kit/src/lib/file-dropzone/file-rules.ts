/** Why a file was refused. */
export type FileRejectionReason = 'type' | 'size' | 'count';

/** A refused file and the reason, given to the `onReject` callbacks. */
export interface FileRejection {
  /** The file the user picked or dropped. */
  file: File;
  /** `type`: not an accepted type; `size`: larger than maxSize; `count`: more files than allowed. */
  reason: FileRejectionReason;
}

/** Limits on picked files. */
export interface FileRules {
  /**
   * Accepted types, as in the `accept` attribute: MIME types, wildcards or extensions,
   * comma-separated (`image/*`, `application/pdf`, `.pdf`). Everything is accepted when absent.
   */
  accept?: string;
  /** Largest file size, in bytes. */
  maxSize?: number;
  /** Most files that may be taken in all (including `alreadySelected`). */
  maxFiles?: number;
}

/** The pictures every phone camera and browser makes and shows: JPEG, PNG and WebP. */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * The rules of a picture a user sends (a profile photo, a logo, a listing's photos): one of
 * {@link PICTURE_TYPES}, of at most `maxMb` megabytes; `maxFiles` when several may be taken.
 */
export function pictureRules(maxMb: number, maxFiles?: number): FileRules & { accept: string; maxSize: number } {
  return { accept: PICTURE_TYPES, maxSize: maxMb * 1024 * 1024, ...(maxFiles === undefined ? {} : { maxFiles }) };
}

/**
 * Which message says why a file was refused: `tooBig` for its size, `wrongType` for anything else
 * (the screens that take one file never refuse on count).
 *
 * @example refusalMessage(rejection, { tooBig: 'profile.picture.tooBig', wrongType: 'profile.picture.wrongType' })
 */
export function refusalMessage<const Message>(
  rejection: FileRejection,
  messages: { tooBig: Message; wrongType: Message },
): Message {
  return rejection.reason === 'size' ? messages.tooBig : messages.wrongType;
}

/** Whether a file matches an `accept` list (MIME type, `type/*` wildcard or `.extension`). */
export function isAcceptedType(file: File, accept?: string): boolean {
  if (!accept?.trim()) {
    return true;
  }
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) {
        return name.endsWith(rule);
      }
      if (rule.endsWith('/*')) {
        return type.startsWith(rule.slice(0, -1));
      }
      return type === rule;
    });
}

/**
 * Splits picked files into accepted and refused ones, checking type, then size, then count.
 * @param alreadySelected how many files are already taken (count limit).
 */
export function validateFiles(
  files: readonly File[],
  { accept, maxSize, maxFiles }: FileRules,
  alreadySelected = 0,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!isAcceptedType(file, accept)) {
      rejected.push({ file, reason: 'type' });
    } else if (maxSize !== undefined && file.size > maxSize) {
      rejected.push({ file, reason: 'size' });
    } else if (maxFiles !== undefined && alreadySelected + accepted.length >= maxFiles) {
      rejected.push({ file, reason: 'count' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
