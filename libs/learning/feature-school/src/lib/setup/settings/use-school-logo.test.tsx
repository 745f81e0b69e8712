import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath } from '@kk/api-mocks';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper, pngFile } from '@kk/testing';
import { useSchoolLogo } from './use-school-logo';

const render = () =>
  renderHook(() => useSchoolLogo(), { wrapper: hookWrapper({ user: demoSessionUser('ecole') }).wrapper });

/** A PNG file of `bytes` bytes (only its size and type are checked before sending). */
const bigPng = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('useSchoolLogo', () => {
  it('refuses a file that is not a PNG, JPEG or WebP picture, or is larger than 2 MB, before sending it', async () => {
    const uploads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('school_file_upload')) uploads.push(request.url);
    });
    const { result } = render();
    await waitFor(() => expect(result.current.school).not.toBeNull());

    act(() => result.current.pick(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })));
    expect(result.current.refusal).toEqual({ key: 'learning-school:settings.logo.wrongType', name: 'logo.gif' });
    act(() => result.current.pick(bigPng('grand.png', 2 * 1024 * 1024 + 1)));
    expect(result.current.refusal).toEqual({ key: 'learning-school:settings.logo.tooBig', name: 'grand.png' });
    await act(() => result.current.save());

    expect(result.current.file).toBeNull();
    expect(uploads).toEqual([]);
    server.events.removeAllListeners();
  });

  it('uploads a picked logo and makes it the school’s; deleting it leaves none', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.logoUrl).not.toBeNull());
    const before = result.current.logoUrl;

    act(() => result.current.pick(pngFile('logo.png')));
    expect(result.current.refusal).toBeNull();
    await act(() => result.current.save());

    expect(result.current.outcome).toBe('saved');
    expect(result.current.file).toBeNull();
    await waitFor(() => expect(result.current.logoUrl).toMatch(/^data:image\/png;base64,/));
    expect(result.current.logoUrl).not.toBe(before);

    await act(() => result.current.remove());
    await waitFor(() => expect(result.current.logoUrl).toBeNull());
    expect(result.current.outcome).toBe('deleted');
  });

  it('keeps the picked file when the upload fails, and says so', async () => {
    server.use(http.post(hostPath('api/school_file_upload'), () => HttpResponse.json({}, { status: 500 })));
    const { result } = render();
    await waitFor(() => expect(result.current.school).not.toBeNull());

    act(() => result.current.pick(pngFile('logo.png')));
    await act(() => result.current.save());

    expect(result.current.outcome).toBe('failed');
    expect(result.current.file?.name).toBe('logo.png');
    expect(result.current.saving).toBe(false);
  });
});
