export { SuccessPopup, type SuccessPopupProps, type SuccessPopupKind } from './success-popup';
