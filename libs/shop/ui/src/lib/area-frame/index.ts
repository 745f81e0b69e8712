export { AreaFrame, type AreaFrameProps } from './area-frame';
