import type { Ref } from 'react';

/** Props of HiddenFileInput. */
export interface HiddenFileInputProps {
  /** The picker's button opens the system dialog with `ref.current.click()`. */
  ref: Ref<HTMLInputElement>;
  /** Accepted types, as the input's `accept`. */
  accept?: string;
  /** Lets the user pick several files. */
  multiple: boolean;
  disabled: boolean;
  /** Called with the picked files. */
  onFiles: (files: File[]) => void;
  /** Id of the picker's label, which names the input. */
  labelledBy: string;
  /** The `data-ui` id of the picker's input part. */
  'data-ui': string;
}

/**
 * The native file input behind a picker's button (FileDropzone, ImageUploader): hidden and out of
 * the tab order (the button is what users reach), named by the picker's label. It hands the picked
 * files over and then empties itself, so that picking the same file again fires again.
 */
export function HiddenFileInput({ onFiles, labelledBy, ...props }: HiddenFileInputProps) {
  return (
    <input
      {...props}
      type="file"
      hidden
      tabIndex={-1}
      aria-labelledby={labelledBy}
      onChange={(event) => {
        onFiles(Array.from(event.target.files ?? []));
        event.target.value = '';
      }}
    />
  );
}
