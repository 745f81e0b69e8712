import { act, renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useArticleTypes } from './use-article-types';

const render = () =>
  renderHook(() => useArticleTypes(), { wrapper: hookWrapper({ user: demoSessionUser('admin') }).wrapper });

describe('useArticleTypes', () => {
  it('lists the types by name with their article counts', async () => {
    const { result } = render();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const names = result.current.query.data?.map((type) => type.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    const cahiers = result.current.query.data?.find((type) => type.name === 'Cahiers');
    expect(cahiers?.articles_count).toBe(getDb().shop.articles.filter((a) => a.type_id === cahiers?.id).length);
  });

  it('creates and renames a type, and says when the name is taken', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toBeDefined());

    let answer: string | null = 'unset';
    await act(async () => {
      answer = await result.current.save(' Agendas ');
    });
    expect(answer).toBeNull();
    await waitFor(() => expect(result.current.query.data?.some((type) => type.name === 'Agendas')).toBe(true));

    const agendas = result.current.query.data?.find((type) => type.name === 'Agendas');
    await act(async () => {
      answer = await result.current.save('cahiers', agendas);
    });
    expect(answer).toBe('name_taken');
    await act(async () => {
      answer = await result.current.save('Agendas et carnets', agendas);
    });
    expect(answer).toBeNull();
    await waitFor(() =>
      expect(result.current.query.data?.find((type) => type.id === agendas?.id)?.name).toBe('Agendas et carnets'),
    );
  });
});
