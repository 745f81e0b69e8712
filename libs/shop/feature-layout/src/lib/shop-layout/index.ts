export { ShopLayout, ShopRoutes, frameFlags, type ShopFrameHandle, type ShopRoutesProps } from './shop-layout';
export { ShopFrame, MAIN_CONTENT_ID, type FooterTabId, type ShopFrameProps } from './shop-frame';
export { addShopFrameExtension } from './frame-extensions';
