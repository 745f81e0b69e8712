import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useChildren } from './use-children';

const renderChildren = () =>
  renderHook(() => useChildren(), { wrapper: hookWrapper({ user: demoSessionUser('parent') }).wrapper });

describe('useChildren', () => {
  it("lists the demo parent's two children with their username, level and school", async () => {
    // Arrange / Act
    const { result } = renderChildren();
    expect(result.current.children).toEqual([]);

    // Assert
    await waitFor(() => expect(result.current.children).toHaveLength(2));
    expect(result.current.children[0]).toMatchObject({
      id: 5,
      username: 'eleve',
      current_level: 7,
      level_name: expect.any(String),
      school_name: 'Groupe Scolaire Al Khawarizmi',
      class_name: expect.any(String),
    });
    expect(result.current.children[0]?.name).toMatch(/\S+ \S+/);
    expect(result.current.children[1]?.name.split(' ').at(-1)).toBe(result.current.children[0]?.name.split(' ').at(-1));
  });

  it('has no class without a school', async () => {
    server.use(
      http.get(hostPath('api/koolskools/v1/children/'), () =>
        HttpResponse.json({ children: [{ id: 9, first_name: 'Ghita', class_name: '1AC-A' }] }),
      ),
    );

    const { result } = renderChildren();

    await waitFor(() => expect(result.current.children).toHaveLength(1));
    expect(result.current.children[0]).toMatchObject({ name: 'Ghita', school_name: null, class_name: null });
  });

  it('reports a failed load', async () => {
    server.use(
      http.get(hostPath('api/koolskools/v1/children/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );

    const { result } = renderChildren();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.children).toEqual([]);
  });
});
