export const uiKitReady = true;
