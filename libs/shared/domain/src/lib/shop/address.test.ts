import { isDeliveryAddress, missingDeliveryFields } from './address';

describe('isDeliveryAddress (a courier needs a street and a city)', () => {
  it('accepts an address with a street and a city', () => {
    expect(isDeliveryAddress({ address1: '12, Rue Ibn Sina', city: 'Rabat' })).toBe(true);
    expect(missingDeliveryFields({ address1: '12, Rue Ibn Sina', city: 'Rabat' })).toEqual([]);
  });

  it('refuses an address without a street, and says so', () => {
    expect(isDeliveryAddress({ address1: '', city: 'Fès' })).toBe(false);
    expect(missingDeliveryFields({ address1: '', city: 'Fès' })).toEqual(['address1']);
  });

  it('refuses an address without a city, blanks counting as empty', () => {
    expect(isDeliveryAddress({ address1: 'Avenue Hassan II', city: '   ' })).toBe(false);
    expect(missingDeliveryFields({ address1: '  ', city: '' })).toEqual(['address1', 'city']);
  });
});
