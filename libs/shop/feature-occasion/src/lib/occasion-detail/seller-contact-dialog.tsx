import type { OccasionSeller } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Avatar, ButtonLink, ChatIcon, Modal, PhoneIcon } from '@kk/ui-kit';
import { ContactActions, PhoneNumber, SellerHint, SellerName, SellerRow } from './occasion-detail-page.styles';
import { sellerContact } from './seller-contact';

/** Props of SellerContactDialog. */
export interface SellerContactDialogProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** Closes it. */
  onClose: () => void;
  /** The seller of the book. */
  seller: OccasionSeller;
  /** Title of the book, named in the popup. */
  bookTitle: string;
}

/**
 * The seller contact popup (§2): the seller's name and number, a call link (`tel:`) and, for a
 * mobile number, a WhatsApp chat link (see `sellerContact` for which shows when).
 */
export function SellerContactDialog({ open, onClose, seller, bookTitle }: SellerContactDialogProps) {
  const { t } = useTranslation('shop-occasion');
  const name = `${seller.first_name} ${seller.last_name}`.trim() || t('detail.sellerUnknown');
  const contact = sellerContact(seller.phone_number);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('contact.title')}
      description={t('contact.about', { title: bookTitle })}
      size="sm"
    >
      <SellerRow>
        <Avatar name={name} src={seller.image_url} decorative />
        <SellerName>{name}</SellerName>
      </SellerRow>
      {contact.telHref ? (
        <>
          <PhoneNumber dir="ltr">
            <bdi>{contact.display}</bdi>
          </PhoneNumber>
          <ContactActions>
            <ButtonLink href={contact.telHref} startIcon={<PhoneIcon />} fullWidth>
              {t('contact.call')}
            </ButtonLink>
            {contact.chatHref && (
              <ButtonLink
                href={contact.chatHref}
                target="_blank"
                rel="noopener noreferrer"
                variant="secondary"
                startIcon={<ChatIcon />}
                fullWidth
              >
                {t('contact.chat')}
              </ButtonLink>
            )}
          </ContactActions>
        </>
      ) : (
        <SellerHint>{t('contact.noPhone')}</SellerHint>
      )}
    </Modal>
  );
}
