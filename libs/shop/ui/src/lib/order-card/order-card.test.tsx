import { screen } from '@testing-library/react';
import { ORDER_STATUS } from '@kk/domain';
import { formatDate } from '@kk/i18n';
import { renderUi } from '@kk/testing';
import { OrderCard } from './order-card';

describe('OrderCard', () => {
  it('shows the order with its status, date for the locale, details and total', async () => {
    await renderUi(
      <OrderCard
        title="Devis n° 1024"
        status={ORDER_STATUS.onTheWay}
        statusLabel="En route"
        library="Librairie Atlas"
        date={new Date(2024, 4, 12)}
        details={[{ label: 'Articles', value: '12' }]}
        total={349}
        totalLabel="Total"
      />,
    );

    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { name: 'Devis n° 1024' })).toBeInTheDocument();
    expect(card).toHaveTextContent('En route');
    expect(card).toHaveTextContent('Librairie Atlas');
    expect(card).toHaveTextContent('12 mai 2024');
    expect(screen.getByRole('term')).toHaveTextContent('Articles');
    expect(screen.getByRole('definition')).toHaveTextContent('12');
    expect(card).toHaveTextContent('Total349 Dhs');
  });

  it('writes the date and the total in the language of the page', async () => {
    const date = new Date(2024, 4, 12);
    await renderUi(<OrderCard title="طلبية" status={0} statusLabel="في الانتظار" date={date} total={1249.5} />, {
      language: 'ar',
    });

    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(formatDate(date, 'ar'));
    expect(card).toHaveTextContent('1.249,50 درهم');
  });

  it('shows a date given as text unchanged', async () => {
    await renderUi(<OrderCard title="Commande" status={0} statusLabel="En attente" date="hier" />);

    expect(screen.getByRole('article')).toHaveTextContent('hier');
  });
});
