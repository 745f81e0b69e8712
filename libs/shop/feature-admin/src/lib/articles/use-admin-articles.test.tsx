import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { validateArticle, toCreateArticle } from './article-values';
import { useAdminArticles } from './use-admin-articles';

describe('useAdminArticles', () => {
  it('loads the catalogue by name and names the types', async () => {
    const { result } = renderHook(() => useAdminArticles(), {
      wrapper: hookWrapper({ user: demoSessionUser('admin') }).wrapper,
    });

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const names = result.current.query.data?.map((a) => a.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(result.current.pageItems).toHaveLength(20);
    expect(result.current.typeName(1)).toBe('Cahiers');

    act(() => result.current.setSearch('stylo'));
    await waitFor(() =>
      expect(result.current.query.data?.every((a) => a.name.toLowerCase().includes('stylo'))).toBe(true),
    );
  });
});

describe('article values', () => {
  it('want a name, a type, and a brand name and a price above 0 for each brand', () => {
    expect(validateArticle({ name: '', type_id: '', brands: [{ brand: '', price: '0' }] })).toEqual({
      name: 'validation:nameRequired',
      type_id: 'shop-admin:articles.typeRequired',
      brands: [{ brand: 'shop-admin:articles.brandRequired', price: 'validation:unitPricePositive' }],
    });
  });

  it('send numbers', () => {
    expect(toCreateArticle({ name: ' Règle ', type_id: '4', brands: [{ brand: 'Maped ', price: '7,5' }] })).toEqual({
      name: 'Règle',
      type_id: 4,
      brands: [{ brand: 'Maped', price: 7.5 }],
    });
  });
});
