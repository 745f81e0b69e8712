import { sellerContact } from './seller-contact';

describe('sellerContact', () => {
  it('offers a call and a WhatsApp chat for a Moroccan mobile typed nationally', () => {
    expect(sellerContact('06 61 23 45 67')).toEqual({
      display: '06 61 23 45 67',
      telHref: 'tel:+212661234567',
      chatHref: 'https://wa.me/212661234567',
    });
  });

  it('reads an international Moroccan number the same way', () => {
    expect(sellerContact('+212 7 01 02 03 04')).toMatchObject({
      telHref: 'tel:+212701020304',
      chatHref: 'https://wa.me/212701020304',
    });
  });

  it('offers only a call for a Moroccan landline', () => {
    expect(sellerContact('05 22 12 34 56')).toEqual({
      display: '05 22 12 34 56',
      telHref: 'tel:+212522123456',
      chatHref: null,
    });
  });

  it('shows a foreign number internationally, with both links', () => {
    expect(sellerContact('+33 6 12 34 56 78')).toEqual({
      display: '+33 6 12 34 56 78',
      telHref: 'tel:+33612345678',
      chatHref: 'https://wa.me/33612345678',
    });
  });

  it('keeps an unreadable number as given, with a call link on its digits only', () => {
    expect(sellerContact('poste 12')).toEqual({ display: 'poste 12', telHref: 'tel:12', chatHref: null });
  });

  it('offers nothing without a number', () => {
    expect(sellerContact('  ')).toEqual({ display: '', telHref: null, chatHref: null });
    expect(sellerContact(null)).toEqual({ display: '', telHref: null, chatHref: null });
  });
});
