import type { PackLine } from '@kk/domain';
import { groupByBrand } from './pack-detail';

const line = (id: number, articleId: number, brand: string, quantity: number, price = 10): PackLine => ({
  id,
  article: { id: articleId, name: `Article ${articleId}` },
  brand,
  price,
  quantity,
  image_url: null,
});

describe('groupByBrand', () => {
  it('groups the articles by brand in the order brands first appear', () => {
    const groups = groupByBrand([line(1, 5, 'Bic', 1), line(2, 6, 'Maped', 2), line(3, 7, 'Bic', 1)]);
    expect(groups.map((g) => [g.brand, g.articles.map((a) => a.article.id)])).toEqual([
      ['Bic', [5, 7]],
      ['Maped', [6]],
    ]);
  });

  it('shows the same article at the same price once, with the quantities added up', () => {
    const [bic] = groupByBrand([line(1, 5, 'Bic', 2), line(2, 5, 'Bic', 3), line(3, 5, 'Bic', 1, 12)]);
    expect(bic.articles.map((a) => [a.article.id, a.quantity, a.price])).toEqual([
      [5, 5, 10],
      [5, 1, 12],
    ]);
  });
});
