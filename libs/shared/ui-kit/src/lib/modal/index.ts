export { Modal, Popup, type ModalProps, type PopupProps, type ModalSize } from './modal';
