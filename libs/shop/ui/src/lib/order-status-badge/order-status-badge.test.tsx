import { screen } from '@testing-library/react';
import { ORDER_STATUS } from '@kk/domain';
import { renderUi } from '@kk/testing';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  it('says the status in words, its colour only repeating them', async () => {
    await renderUi(<OrderStatusBadge status={ORDER_STATUS.onTheWay} label="En route" />);

    const badge = screen.getByText('En route');
    expect(badge).toHaveAttribute('data-ui', 'badge-root');
    expect(badge.querySelector('[data-ui="badge-dot"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
