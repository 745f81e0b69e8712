import { useEffect, useId, useRef, useState } from 'react';
import { validateFiles, type FileRejection } from '../file-dropzone/file-rules';
import { HiddenFileInput } from '../file-dropzone/hidden-file-input';
import { useFileDrop } from '../file-dropzone/use-file-drop';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon, ImageIcon, PlusIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { Spinner } from '../spinner/spinner';
import { joinIds } from '../utils/ids';
import { useControllableState } from '../utils/use-controllable-state';
import {
  AddTile,
  EmptyTile,
  ImageTile,
  RemoveSlot,
  Tiles,
  UploaderError,
  UploaderHint,
  UploaderLabel,
  UploaderRoot,
  UploadingOverlay,
} from './image-uploader.styles';

/** Props of ImageUploader. */
export interface ImageUploaderProps {
  /** Title of the group (e.g. 'Photos du livre'). */
  label: string;
  /** Text of the add tile that opens the picker (e.g. 'Ajouter des photos'). */
  addLabel: string;
  /** Announced while an image uploads. @default the kit's 'Envoi de la photo…' */
  uploadingLabel?: string;
  /** Accessible name of the remove button of image `index` (0-based). @default the kit's `i => 'Retirer la photo ' + (i + 1)` */
  removeLabel?: (index: number) => string;
  /** Alternative text of uploaded image `index` (0-based), e.g. `i => 'Photo ' + (i + 1)`. */
  imageAlt: (index: number) => string;
  /**
   * Uploads one file and resolves with its URL. The kit knows nothing of the API: the app passes its
   * upload call here (POST /api/assets_storage).
   */
  onUpload: (file: File) => Promise<string>;
  /** URLs of the uploaded images (controlled). */
  value?: string[];
  /** Initial URLs when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the new list of URLs after an upload finishes or an image is removed. */
  onChange?: (urls: string[]) => void;
  /** Called with true when the first upload starts and false when the last one ends (to disable Submit). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Called with the files refused for type, size or count. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Called when `onUpload` rejects; the image is dropped and the spinner stops. */
  onUploadError?: (file: File, error: unknown) => void;
  /** Accepted types, as the `accept` attribute. @default 'image/*' */
  accept?: string;
  /** Largest file size, in bytes. */
  maxSize?: number;
  /** Most images in all. No limit when absent. */
  maxImages?: number;
  /**
   * Number of tiles shown even when empty. Pass the product's constant (`IMAGE_PLACEHOLDERS`, three
   * in §9).
   * @default 3
   */
  placeholders?: number;
  /** Help text (accepted types, size). */
  hint?: string;
  /** Error message; marks the group invalid. */
  error?: string;
  /** Disables adding and removing. @default false */
  disabled?: boolean;
}

/** Empty tiles of the form: the three of the spec (§9). */
const DEFAULT_PLACEHOLDERS = 3;

interface PendingUpload {
  key: number;
  preview?: string;
}

/**
 * Several images, uploaded one by one as soon as they are picked or dropped: each shows a spinner
 * while it uploads, then its picture with a remove button. Empty tiles keep the form's shape
 * (three by default, as in the spec) after the add tile. Type and size are checked before uploading.
 *
 * @example
 * <ImageUploader label={t('photos')} addLabel={t('addPhotos')} imageAlt={(i) => t('photo', { n: i + 1 })}
 *   placeholders={IMAGE_PLACEHOLDERS} onUpload={(file) => upload(file).unwrap().then((r) => r.url)} value={urls} onChange={setUrls}
 *   onUploadingChange={setUploading} />
 */
export function ImageUploader({
  label,
  addLabel,
  uploadingLabel,
  removeLabel,
  imageAlt,
  onUpload,
  value,
  defaultValue = [],
  onChange,
  onUploadingChange,
  onReject,
  onUploadError,
  accept = 'image/*',
  maxSize,
  maxImages,
  placeholders = DEFAULT_PLACEHOLDERS,
  hint,
  error,
  disabled = false,
}: ImageUploaderProps) {
  const id = useId();
  const labels = useKitLabels();
  const [raw, setUrls] = useControllableState(value, defaultValue, onChange);
  // Form libraries hand over '' for a field without a value yet: that is no image.
  const urls = Array.isArray(raw) ? raw : [];
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Uploads finish in any order; each goes into the latest list, not the one of its start, at the
  // place of its pick: pictures picked together keep the order they were picked in. `urlKeys` holds,
  // beside each URL, the key of the upload that brought it (null for URLs given from outside).
  const urlsRef = useRef(urls);
  urlsRef.current = urls;
  const urlKeys = useRef<(number | null)[]>([]);
  if (urlKeys.current.length !== urls.length) urlKeys.current = urls.map(() => null);
  const nextKey = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const uploading = pending.length > 0;
  const onUploadingChangeRef = useRef(onUploadingChange);
  onUploadingChangeRef.current = onUploadingChange;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onUploadingChangeRef.current?.(uploading);
  }, [uploading]);

  const upload = (file: File) => {
    const key = nextKey.current++;
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
    setPending((list) => [...list, { key, preview }]);
    const finish = () => {
      if (preview) URL.revokeObjectURL(preview);
      if (mounted.current) setPending((list) => list.filter((item) => item.key !== key));
    };
    onUpload(file).then(
      (url) => {
        if (!mounted.current) return;
        // Before the first picture of a later pick, else at the end.
        const later = urlKeys.current.findIndex((other) => other !== null && other > key);
        const at = later === -1 ? urlsRef.current.length : later;
        const next = [...urlsRef.current.slice(0, at), url, ...urlsRef.current.slice(at)];
        urlKeys.current = [...urlKeys.current.slice(0, at), key, ...urlKeys.current.slice(at)];
        urlsRef.current = next;
        setUrls(next);
        finish();
      },
      (reason: unknown) => {
        finish();
        onUploadError?.(file, reason);
      },
    );
  };

  const take = (files: File[]) => {
    const { accepted, rejected } = validateFiles(
      files,
      { accept, maxSize, maxFiles: maxImages },
      urls.length + pending.length,
    );
    accepted.forEach(upload);
    if (rejected.length) onReject?.(rejected);
  };

  const { active, handlers } = useFileDrop(take, disabled);

  const remove = (index: number) => {
    const next = urls.filter((_, i) => i !== index);
    urlKeys.current = urlKeys.current.filter((_, i) => i !== index);
    urlsRef.current = next;
    setUrls(next);
    // The removed button is gone; the add tile is the natural next stop.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  // The same picture may be there twice (one file picked twice): the n-th tile of a URL is keyed by n.
  const seen = new Map<string, number>();
  const tileKeys = urls.map((url) => {
    const copy = seen.get(url) ?? 0;
    seen.set(url, copy + 1);
    return `${url}#${copy}`;
  });
  const used = urls.length + pending.length;
  const canAdd = maxImages === undefined || used < maxImages;
  const emptyTiles = Math.max(0, placeholders - used);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <UploaderRoot
      role="group"
      aria-labelledby={labelId}
      aria-describedby={joinIds(hint && hintId, error && errorId)}
      aria-busy={uploading || undefined}
      data-ui="image-uploader-root"
    >
      <UploaderLabel id={labelId} data-ui="image-uploader-label">
        {label}
      </UploaderLabel>
      <Tiles $active={active} data-ui="image-uploader-tiles" {...handlers}>
        {canAdd && (
          <AddTile
            ref={addRef}
            type="button"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-describedby={joinIds(hint && hintId, error && errorId)}
            data-ui="image-uploader-add"
          >
            <PlusIcon />
            {addLabel}
          </AddTile>
        )}
        {urls.map((url, index) => (
          <ImageTile key={tileKeys[index]} data-ui="image-uploader-image">
            <img src={url} alt={imageAlt(index)} />
            <RemoveSlot>
              <IconButton
                label={removeLabel ? removeLabel(index) : labels.removeImage(index + 1)}
                icon={<CloseIcon size="sm" />}
                size="sm"
                round
                variant="secondary"
                disabled={disabled}
                onClick={() => remove(index)}
                data-ui="image-uploader-remove"
              />
            </RemoveSlot>
          </ImageTile>
        ))}
        {pending.map((item) => (
          <ImageTile key={`pending-${item.key}`} data-ui="image-uploader-pending">
            {item.preview && <img src={item.preview} alt="" />}
            <UploadingOverlay>
              <Spinner label={uploadingLabel ?? labels.uploadingImage} size="lg" />
            </UploadingOverlay>
          </ImageTile>
        ))}
        {Array.from({ length: emptyTiles }, (_, index) => (
          <EmptyTile key={`empty-${index}`} aria-hidden="true" data-ui="image-uploader-placeholder">
            <ImageIcon size="lg" />
          </EmptyTile>
        ))}
      </Tiles>
      <HiddenFileInput
        ref={inputRef}
        accept={accept}
        multiple
        disabled={disabled}
        onFiles={take}
        labelledBy={labelId}
        data-ui="image-uploader-input"
      />
      {hint && (
        <UploaderHint id={hintId} data-ui="image-uploader-hint">
          {hint}
        </UploaderHint>
      )}
      {error && (
        <UploaderError id={errorId} data-ui="image-uploader-error">
          {error}
        </UploaderError>
      )}
    </UploaderRoot>
  );
}
