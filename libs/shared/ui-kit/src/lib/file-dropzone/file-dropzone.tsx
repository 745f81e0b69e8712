import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { UploadIcon } from '../icons/icons';
import { joinIds } from '../utils/ids';
import {
  DropzoneError,
  DropzoneHint,
  DropzoneLabel,
  DropzoneRoot,
  Instructions,
  Zone,
  ZoneIcon,
} from './file-dropzone.styles';
import { HiddenFileInput } from './hidden-file-input';
import { validateFiles, type FileRejection, type FileRules } from './file-rules';
import { useFileDrop } from './use-file-drop';

/** Props of FileDropzone. */
export interface FileDropzoneProps extends FileRules {
  /** Title above the zone (e.g. 'Pièce jointe'); names the group. */
  label: string;
  /** Text of the button that opens the file picker (e.g. 'Choisir un fichier'). */
  buttonLabel: string;
  /** Text inside the zone (e.g. 'ou déposez-le ici'). */
  instructions?: string;
  /** Limits told to the user (e.g. 'PDF ou image, 5 Mo maximum'). */
  hint?: string;
  /** Error message (e.g. 'File required'); marks the zone invalid. */
  error?: string;
  /** Lets the user pick several files. @default false */
  multiple?: boolean;
  /** Disables picking and dropping. @default false */
  disabled?: boolean;
  /** Called with the files that pass `accept`, `maxSize` and `maxFiles`. */
  onFiles: (files: File[]) => void;
  /** Called with the refused files and why, so the app can say it in its words. */
  onReject?: (rejections: FileRejection[]) => void;
  /** What is already attached (file names, a preview), shown inside the zone. */
  children?: ReactNode;
}

/**
 * File picker with a drop area: a real button opens the system picker (keyboard and screen reader
 * friendly), and files can also be dropped on the zone. Types and size are checked; refused files
 * go to `onReject`.
 *
 * @example
 * <FileDropzone label={t('file')} buttonLabel={t('chooseFile')} accept="image/*,.pdf" maxSize={5e6} onFiles={attach} onReject={explain} />
 */
export function FileDropzone({
  label,
  buttonLabel,
  instructions,
  hint,
  error,
  accept,
  maxSize,
  maxFiles,
  multiple = false,
  disabled = false,
  onFiles,
  onReject,
  children,
}: FileDropzoneProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const take = (files: File[]) => {
    const limit = multiple ? maxFiles : 1;
    const { accepted, rejected } = validateFiles(files, { accept, maxSize, maxFiles: limit });
    if (accepted.length) onFiles(accepted);
    if (rejected.length) onReject?.(rejected);
  };

  const { active, handlers } = useFileDrop(take, disabled);

  return (
    <DropzoneRoot role="group" aria-labelledby={labelId} data-ui="file-dropzone-root">
      <DropzoneLabel id={labelId} data-ui="file-dropzone-label">
        {label}
      </DropzoneLabel>
      <Zone $active={active} $invalid={Boolean(error)} $disabled={disabled} data-ui="file-dropzone-zone" {...handlers}>
        <ZoneIcon data-ui="file-dropzone-icon">
          <UploadIcon size="lg" />
        </ZoneIcon>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={joinIds(labelId, hint && hintId, error && errorId)}
          data-ui="file-dropzone-button"
        >
          {buttonLabel}
        </Button>
        {instructions && <Instructions data-ui="file-dropzone-instructions">{instructions}</Instructions>}
        {children}
        <HiddenFileInput
          ref={inputRef}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onFiles={take}
          labelledBy={labelId}
          data-ui="file-dropzone-input"
        />
      </Zone>
      {hint && (
        <DropzoneHint id={hintId} data-ui="file-dropzone-hint">
          {hint}
        </DropzoneHint>
      )}
      {error && (
        <DropzoneError id={errorId} data-ui="file-dropzone-error">
          {error}
        </DropzoneError>
      )}
    </DropzoneRoot>
  );
}
