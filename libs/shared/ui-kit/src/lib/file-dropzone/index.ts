export { FileDropzone, type FileDropzoneProps } from './file-dropzone';
export {
  validateFiles,
  isAcceptedType,
  pictureRules,
  refusalMessage,
  PICTURE_TYPES,
  type FileRejection,
  type FileRejectionReason,
  type FileRules,
} from './file-rules';
export { usePickedFile, type PickedFile } from './use-picked-file';
