import { ORDER_STATUS } from '@kk/domain';
import { orderStatusTone } from './order-status-tones';

describe('orderStatusTone', () => {
  it('colours each order status of the spec', () => {
    expect(orderStatusTone(ORDER_STATUS.pending)).toBe('warning');
    expect(orderStatusTone(ORDER_STATUS.canceled)).toBe('danger');
    expect(orderStatusTone(ORDER_STATUS.onTheWay)).toBe('info');
    expect(orderStatusTone(ORDER_STATUS.delivered)).toBe('success');
  });

  it('falls back to neutral for a status it does not know', () => {
    expect(orderStatusTone(9)).toBe('neutral');
  });
});
