import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoAccount, getDb, server } from '@kk/api-mocks/node';
import { selectSessionUser } from '@kk/session';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { PICTURE_RULES, useMyPhotos, useProfilePicture } from './use-profile-picture';

/** A tiny PNG (a 1×1 pixel). */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function renderPicture() {
  const { wrapper, store } = hookWrapper({ user: demoSessionUser('eleve') });
  return { store, ...renderHook(() => useProfilePicture(), { wrapper }) };
}

function imagesOfEleve() {
  const id = demoAccount('eleve').id;
  return getDb().learning.images.filter((image) => image.owner_id === id);
}

describe('useProfilePicture', () => {
  it('refuses a file that is not a JPEG, PNG or WebP picture, and sends nothing', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const { result } = renderPicture();

    act(() => result.current.pick(new File(['%PDF-1.4'], 'devoir.pdf', { type: 'application/pdf' })));

    expect(result.current.refusal).toEqual({ key: 'learning-home:profile.picture.wrongType', name: 'devoir.pdf' });
    expect(result.current.file).toBeNull();
    await act(() => result.current.save());
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('refuses a picture larger than 5 MB', () => {
    const { result } = renderPicture();
    const big = new File([new Uint8Array(PICTURE_RULES.maxSize + 1)], 'grande.jpg', { type: 'image/jpeg' });

    act(() => result.current.pick(big));

    expect(result.current.refusal).toEqual({ key: 'learning-home:profile.picture.tooBig', name: 'grande.jpg' });
    expect(result.current.file).toBeNull();
  });

  it('uploads the picture and makes it the profile picture of the session and of the account', async () => {
    const { result, store } = renderPicture();
    const before = imagesOfEleve().length;

    act(() => result.current.pick(new File([PNG_BYTES], 'moi.png', { type: 'image/png' })));
    expect(result.current.refusal).toBeNull();
    expect(result.current.file?.name).toBe('moi.png');
    await act(() => result.current.save());

    expect(result.current.saved).toBe(true);
    expect(result.current.file).toBeNull();
    const image = selectSessionUser(store.getState())?.image;
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(imagesOfEleve()).toHaveLength(before + 1);
    // The fake backend keeps it: the next sign-in has the uploaded picture.
    expect(getDb().users.find((u) => u.username === 'eleve')?.image_url).toBe(image);
  });

  it('says when the picture could not be saved, and keeps it to try again', async () => {
    server.use(http.post('*/upload_image/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    const { result, store } = renderPicture();
    const before = selectSessionUser(store.getState())?.image;

    act(() => result.current.pick(new File([PNG_BYTES], 'moi.png', { type: 'image/png' })));
    await act(() => result.current.save());

    expect(result.current.failed).toBe(true);
    expect(result.current.saved).toBe(false);
    expect(result.current.file?.name).toBe('moi.png');
    expect(selectSessionUser(store.getState())?.image).toBe(before);
  });
});

describe('useMyPhotos', () => {
  function renderPhotos() {
    const { wrapper, store } = hookWrapper({ user: demoSessionUser('eleve') });
    return { store, ...renderHook(() => useMyPhotos(), { wrapper }) };
  }

  it("lists the user's newest 20 pictures and makes the chosen one the profile picture", async () => {
    const { result, store } = renderPhotos();
    await waitFor(() => expect(result.current.query.data).toHaveLength(20));
    const [newest] = result.current.query.data ?? [];
    if (!newest) throw new Error('the demo student has pictures');
    expect(newest.created_at >= (result.current.query.data?.[1]?.created_at ?? '')).toBe(true);

    act(() => result.current.choose(newest.id));
    await act(() => result.current.save());

    expect(result.current.saved).toBe(true);
    expect(selectSessionUser(store.getState())?.image).toBe(newest.url);
    expect(getDb().users.find((u) => u.username === 'eleve')?.image_url).toBe(newest.url);
  });

  it('reports a failed list as the error of the section', async () => {
    server.use(http.get('*/list_api_images/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    const { result } = renderPhotos();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });
});
