import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useListingImages } from './use-listing-images';

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'cover.png', { type: 'image/png' });

describe('useListingImages', () => {
  it('uploads a picture and resolves with its URL', async () => {
    const { result } = renderHook(() => useListingImages(), {
      wrapper: hookWrapper({ user: demoSessionUser() }).wrapper,
    });

    const url = await act(() => result.current.upload(png()));

    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(result.current.progress).toBeNull();
    expect(result.current.uploadFailed).toBe(false);
  });

  it('rejects a failed upload; the failure is flagged, then cleared by the next upload', async () => {
    // Arrange
    server.use(
      http.post(hostPath('api/assets_storage'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { result } = renderHook(() => useListingImages(), { wrapper: hookWrapper({ user: null }).wrapper });

    // Act
    await act(async () => {
      await result.current.upload(png()).catch(() => result.current.markFailed());
    });

    // Assert
    expect(result.current.uploadFailed).toBe(true);
    await act(() => result.current.upload(png()));
    expect(result.current.uploadFailed).toBe(false);
  });
});
