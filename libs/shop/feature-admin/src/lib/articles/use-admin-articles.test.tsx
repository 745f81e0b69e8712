import { act, renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { articleValuesOf, validateArticle, toCreateArticle } from './article-values';
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

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

describe('useAdminArticles sort', () => {
  it('sorts by type from the URL, then by name Z to A', async () => {
    const { result } = renderHook(() => useAdminArticles(), {
      wrapper: hookWrapper({ user: demoSessionUser('admin'), path: '/admin/articles?tri=type' }).wrapper,
    });
    await waitFor(() => expect(result.current.types.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const types = result.current.query.data?.map((a) => result.current.typeName(a.type_id)) ?? [];
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));

    act(() => result.current.toggleSort('name'));
    act(() => result.current.toggleSort('name'));

    await waitFor(() => expect(result.current.sort).toEqual({ column: 'name', direction: 'descending' }));
    const names = result.current.query.data?.map((a) => a.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'fr', { sensitivity: 'base' })));
  });
});

describe('useAdminArticles remove', () => {
  it('answers how many packs and supply lines still use an article, and deletes an unused one', async () => {
    const { shop } = getDb();
    const used = must(shop.articles.find((a) => a.id === shop.packs[0].lines[0].article_id));
    shop.articles.push({ id: 901, name: 'Inutilisé', type_id: 2, subject_id: null, image_url: '', brands: [] });
    const { result } = renderHook(() => useAdminArticles(), {
      wrapper: hookWrapper({ user: demoSessionUser('admin') }).wrapper,
    });

    let inUse: Awaited<ReturnType<typeof result.current.remove>> = null;
    await act(async () => {
      inUse = await result.current.remove(used);
    });
    expect(inUse).toEqual({
      packs: shop.packs.filter((p) => p.lines.some((l) => l.article_id === used.id)).length,
      supply_lines: shop.supplyLines.filter((l) => l.article_id === used.id).length,
    });
    await act(async () => {
      inUse = await result.current.remove(must(shop.articles.find((a) => a.id === 901)));
    });
    expect(inUse).toBeNull();
    expect(shop.articles.some((a) => a.id === 901)).toBe(false);
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

  it('fill the form with an article to edit', () => {
    expect(articleValuesOf({ id: 3, name: 'Règle', type_id: 4, brands: [{ brand: 'Maped', price: 7.5 }] })).toEqual({
      name: 'Règle',
      type_id: '4',
      brands: [{ brand: 'Maped', price: '7.5' }],
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
