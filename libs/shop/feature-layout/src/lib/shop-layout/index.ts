export { ShopLayout, frameFlags, type ShopFrameHandle } from './shop-layout';
export { ShopFrame, MAIN_CONTENT_ID, type ShopFrameProps } from './shop-frame';
export { CRASH_TEST_KEY } from './crash-test';
