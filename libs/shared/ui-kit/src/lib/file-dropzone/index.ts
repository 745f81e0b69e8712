export { FileDropzone, type FileDropzoneProps } from './file-dropzone';
export {
  validateFiles,
  isAcceptedType,
  type FileRejection,
  type FileRejectionReason,
  type FileRules,
} from './file-rules';
export { usePickedFile, type PickedFile } from './use-picked-file';
