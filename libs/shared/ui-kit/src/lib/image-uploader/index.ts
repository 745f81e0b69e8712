export { ImageUploader, type ImageUploaderProps } from './image-uploader';
