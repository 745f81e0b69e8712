import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { Portal } from '../utils/portal';
import {
  Backdrop,
  Dialog,
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  CloseSlot,
  PopupIcon,
  type ModalSize,
} from './modal.styles';
import { useFocusTrap } from './use-focus-trap';

export type { ModalSize } from './modal.styles';

/** Props of Modal. */
export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user asks to close: Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  /** Title; it names the dialog (`aria-labelledby`). */
  title: string;
  /** Short text under the title; it describes the dialog (`aria-describedby`). */
  description?: string;
  /** Content. */
  children?: ReactNode;
  /** Buttons at the bottom (the main action last). */
  footer?: ReactNode;
  /** Draws a close button in the header (Escape and the backdrop close the dialog either way). @default true */
  closeButton?: boolean;
  /** Accessible name of the close button. @default the kit's 'Fermer' */
  closeLabel?: string;
  /** Width. @default 'md' */
  size?: ModalSize;
  /** Element to focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A click on the backdrop closes the dialog. @default true */
  closeOnBackdrop?: boolean;
  /** `alertdialog` for a question that interrupts (confirm a deletion). @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Large icon above a centred title (used by Popup). */
  icon?: ReactNode;
}

/**
 * Modal dialog over the page (rendered in a portal): focus moves in and stays in (Tab cycles),
 * Escape closes, focus returns to the opener on close; `aria-modal`, named by its title; the page
 * behind does not scroll.
 *
 * @example
 * <Modal open={open} onClose={close} title={t('contactSeller')}>…</Modal>
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeButton = true,
  closeLabel,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
  role = 'dialog',
  icon,
}: ModalProps) {
  const id = useId();
  const labels = useKitLabels();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useFocusTrap(dialogRef, open, initialFocusRef);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  if (!open) return null;

  const handleBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) {
      onClose();
    }
  };

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  return (
    <Portal>
      <Backdrop onMouseDown={handleBackdrop} data-ui="modal-backdrop">
        <Dialog
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          $size={size}
          data-ui="modal-dialog"
        >
          <DialogHeader $centered={Boolean(icon)} data-ui="modal-header">
            {icon}
            <DialogTitle id={titleId} data-ui="modal-title">
              {title}
            </DialogTitle>
            {closeButton && (
              <CloseSlot $floating={Boolean(icon)}>
                <IconButton
                  label={closeLabel ?? labels.close}
                  icon={<CloseIcon />}
                  onClick={onClose}
                  data-ui="modal-close"
                />
              </CloseSlot>
            )}
          </DialogHeader>
          {(description || children) && (
            <DialogBody $centered={Boolean(icon)} data-ui="modal-body">
              {description && (
                <DialogDescription id={descriptionId} data-ui="modal-description">
                  {description}
                </DialogDescription>
              )}
              {children}
            </DialogBody>
          )}
          {footer && <DialogFooter data-ui="modal-footer">{footer}</DialogFooter>}
        </Dialog>
      </Backdrop>
    </Portal>
  );
}

/** Props of Popup. */
export interface PopupProps extends Omit<ModalProps, 'size' | 'children' | 'description'> {
  /** Message under the title. */
  message?: string;
  /** Icon and colour: `success` for "Your quote request was sent". @default 'success' */
  tone?: 'success' | 'info' | 'warning' | 'danger';
  /** Extra content under the message. */
  children?: ReactNode;
  /** Draws a close button; a popup usually closes through its own button. @default false */
  closeButton?: boolean;
}

const popupIcons = { success: SuccessIcon, info: InfoIcon, warning: AlertIcon, danger: AlertIcon };

/**
 * A short confirmation dialog with a large icon: the spec's success popup ("the quote request was
 * sent", with a button back to home). Same keyboard behaviour as Modal.
 *
 * @example
 * <Popup open={sent} onClose={goHome} title={t('requestSent')} message={t('requestSentText')}
 *   footer={<Button onClick={goHome}>{t('backHome')}</Button>} />
 */
export function Popup({ message, tone = 'success', children, closeButton = false, ...modalProps }: PopupProps) {
  const Icon = popupIcons[tone];
  return (
    <Modal
      {...modalProps}
      closeButton={closeButton}
      size="sm"
      description={message}
      icon={
        <PopupIcon $tone={tone} data-ui="popup-icon">
          <Icon />
        </PopupIcon>
      }
    >
      {children}
    </Modal>
  );
}
