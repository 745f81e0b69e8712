import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { Button, Popup } from '@kk/ui-kit';

/** What was sent: the text of the popup follows. */
export type SuccessPopupKind = 'quote' | 'school';

/** Props of SuccessPopup. */
export interface SuccessPopupProps {
  /** Whether the popup is shown. */
  open: boolean;
  /**
   * `quote`: the quote request was sent (§2). `school`: the unlisted-school request was sent
   * (§4 shows the same popup; its text says what was sent).
   * @default 'quote'
   */
  kind?: SuccessPopupKind;
  /** Called when the popup closes (its button, Escape, the backdrop), before going home. */
  onClose?: () => void;
}

/**
 * The success popup of §2: says the request was sent, with a button back to home. Every way of
 * closing it goes home, as the request is finished.
 *
 * @example
 * <SuccessPopup open={sent} onClose={() => setSent(false)} />
 */
export function SuccessPopup({ open, kind = 'quote', onClose }: SuccessPopupProps) {
  const { t } = useTranslation('shop-common');
  const navigate = useNavigate();
  const goHome = () => {
    onClose?.();
    navigate('/');
  };
  return (
    <Popup
      open={open}
      onClose={goHome}
      tone="success"
      title={t('successPopup.title')}
      message={kind === 'school' ? t('successPopup.schoolMessage') : t('successPopup.quoteMessage')}
      footer={
        <Button fullWidth onClick={goHome}>
          {t('successPopup.home')}
        </Button>
      }
    />
  );
}
