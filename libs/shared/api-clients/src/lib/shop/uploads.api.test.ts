import { server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { createTestStore } from '../../testing/test-store';
import type { UploadProgress } from '../core/upload';
import { uploadFile, uploadsApi } from './uploads.api';

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 'photo.png', { type: 'image/png' });

describe('uploadAsset', () => {
  it('posts the file as multipart to /api/assets_storage on the backend host, name prefixed with a timestamp', async () => {
    // Arrange
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();
    const progress: UploadProgress[] = [];

    // Act
    const result = await store.dispatch(
      uploadsApi.endpoints.uploadAsset.initiate({ file: png(), onProgress: (p) => progress.push(p) }),
    );

    // Assert
    const request = await onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/assets_storage');
    expect(request.authorization).toBe('Token demo-client-token');
    const sent = request.form?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toMatch(/^\d{13}_photo\.png$/);
    expect(result.data?.url).toMatch(/^data:image\/png;base64,/);
    expect(progress.at(-1)).toEqual({ loaded: 11, total: 11, percent: 100 });
  });
});

describe('uploadAsset errors and visitors', () => {
  it('uploads for a visitor without an Authorization header (forms upload before sign-in, §4)', async () => {
    const requests = captureRequests();

    const result = await createTestStore().dispatch(uploadsApi.endpoints.uploadAsset.initiate({ file: png() }));

    expect((await onlyRequest(requests)).authorization).toBeNull();
    expect(result.data?.name).toMatch(/_photo\.png$/);
  });

  it('rejects with an http ApiError carrying the body when the backend refuses', async () => {
    server.use(http.post('*/api/assets_storage', () => HttpResponse.json({ error: 'too_big' }, { status: 413 })));

    const result = await createTestStore({ as: 'client' }).dispatch(
      uploadsApi.endpoints.uploadAsset.initiate({ file: png() }),
    );

    expect(result.error).toEqual({
      kind: 'http',
      status: 413,
      message: 'HTTP 413',
      data: { error: 'too_big' },
      endpoint: 'uploadAsset',
    });
  });

  it('rejects with the http ApiError of the status when the answer is an error page that is not JSON', async () => {
    server.use(http.post('*/api/assets_storage', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })));

    const result = await createTestStore().dispatch(uploadsApi.endpoints.uploadAsset.initiate({ file: png() }));

    expect(result.error).toMatchObject({ kind: 'http', status: 502, data: '<h1>Bad Gateway</h1>' });
  });

  it('rejects with a schema ApiError when the answer has no url', async () => {
    server.use(http.post('*/api/assets_storage', () => HttpResponse.json({ ok: true })));

    const result = await createTestStore().dispatch(uploadsApi.endpoints.uploadAsset.initiate({ file: png() }));

    expect(result.error).toMatchObject({ kind: 'schema', endpoint: 'uploadAsset' });
  });

  it('refuses a value that is not a File without sending anything', async () => {
    const requests = captureRequests();

    const result = await createTestStore().dispatch(
      uploadsApi.endpoints.uploadAsset.initiate({ file: 'photo.png' as unknown as File }),
    );

    expect(result.error).toMatchObject({ kind: 'app', message: 'uploadAsset expects a File' });
    expect(await requests()).toEqual([]);
    expect(() => uploadFile({} as File)).toThrow(TypeError);
  });
});

describe('uploadFile progress', () => {
  /** An XMLHttpRequest stand-in that reports two progress steps, then answers. */
  class SteppingXhr {
    static last: SteppingXhr | null = null;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      SteppingXhr.last = this;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 } as ProgressEvent);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 } as ProgressEvent);
      this.status = 200;
      this.responseText = JSON.stringify({ url: 'https://cdn.example/1.png' });
      this.onload?.();
    }
  }

  it('reports progress as the file is sent, then 100 % on the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', SteppingXhr);
    const seen: number[] = [];

    const result = await uploadFile(png(), {
      token: 'abc',
      onProgress: (p) => seen.push(p.percent),
      now: () => 1700000000000,
    });

    expect(seen).toEqual([50, 100, 100]);
    expect(result).toEqual({ url: 'https://cdn.example/1.png' });
    expect(SteppingXhr.last?.headers).toEqual({ Authorization: 'Token abc' });
    expect(SteppingXhr.last?.url).toBe('http://localhost/api/assets_storage');
    vi.unstubAllGlobals();
  });
});
