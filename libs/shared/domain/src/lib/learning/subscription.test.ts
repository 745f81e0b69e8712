import { subscriptionMessage, subscriptionSchema } from './subscription';

describe('subscriptionSchema (assumed contract, read leniently)', () => {
  it('reads the answer as sent', () => {
    expect(subscriptionSchema.parse({ status: 'active', plan: 'Famille', expires_on: '2027-06-30' })).toEqual({
      status: 'active',
      plan: 'Famille',
      expires_on: '2027-06-30',
    });
  });

  it('reads an unknown or missing status as expired, a missing plan and date as empty', () => {
    expect(subscriptionSchema.parse({ status: 'suspended' })).toEqual({
      status: 'expired',
      plan: '',
      expires_on: null,
    });
    expect(subscriptionSchema.parse({})).toEqual({ status: 'expired', plan: '', expires_on: null });
  });
});

describe('subscriptionMessage', () => {
  it('says until when an active or trial subscription runs, or only its state without a date', () => {
    expect(subscriptionMessage({ status: 'active', plan: '', expires_on: '2027-06-30' })).toEqual({
      key: 'learning-children:subscription.active',
      date: '2027-06-30',
    });
    expect(subscriptionMessage({ status: 'trial', plan: '', expires_on: null }).key).toBe(
      'learning-children:subscription.trialNoDate',
    );
  });

  it('says expired without a date', () => {
    expect(subscriptionMessage({ status: 'expired', plan: '', expires_on: '2026-06-30' })).toEqual({
      key: 'learning-children:subscription.expired',
      date: null,
    });
  });
});
