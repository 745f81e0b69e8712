import { act, renderHook } from '@testing-library/react';
import { usePickedFile } from './use-picked-file';

const RULES = { accept: 'image/png,image/jpeg', maxSize: 1024 };
const picture = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('usePickedFile', () => {
  it('keeps a picked file that meets the rules, with a preview URL released when another is picked', () => {
    const created: string[] = [];
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push(`blob:${created.length}`);
      return created[created.length - 1];
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    const onPick = vi.fn();
    const { result } = renderHook(() => usePickedFile(RULES, { onPick }));

    act(() => result.current.pick(picture('logo.png', 'image/png')));
    expect(result.current.file?.name).toBe('logo.png');
    expect(result.current.preview).toBe('blob:0');
    expect(result.current.rejection).toBeNull();
    expect(onPick).toHaveBeenCalledOnce();

    act(() => result.current.pick(picture('photo.jpg', 'image/jpeg')));
    expect(result.current.preview).toBe('blob:1');
    expect(revoked).toEqual(['blob:0']);

    act(() => result.current.clear());
    expect(result.current.file).toBeNull();
    expect(result.current.preview).toBeNull();
    expect(revoked).toEqual(['blob:0', 'blob:1']);
  });

  it('refuses a file of another type or too large, keeping the file picked before', () => {
    const onPick = vi.fn();
    const { result } = renderHook(() => usePickedFile(RULES, { onPick }));
    act(() => result.current.pick(picture('logo.png', 'image/png')));

    act(() => result.current.pick(picture('notes.pdf', 'application/pdf')));
    expect(result.current.rejection).toMatchObject({ reason: 'type', file: { name: 'notes.pdf' } });
    act(() => result.current.pick(picture('huge.png', 'image/png', 4096)));
    expect(result.current.rejection).toMatchObject({ reason: 'size', file: { name: 'huge.png' } });
    expect(result.current.file?.name).toBe('logo.png');
    expect(onPick).toHaveBeenCalledTimes(3);

    act(() => result.current.pick(picture('ok.jpg', 'image/jpeg')));
    expect(result.current.rejection).toBeNull();
  });

  it('reports the first of the files a dropzone refused, and nothing for none', () => {
    const { result } = renderHook(() => usePickedFile(RULES));
    act(() => result.current.refuse([]));
    expect(result.current.rejection).toBeNull();
    const big = picture('a.png', 'image/png', 4096);
    act(() =>
      result.current.refuse([
        { file: big, reason: 'size' },
        { file: picture('b.gif', 'image/gif'), reason: 'type' },
      ]),
    );
    expect(result.current.rejection).toEqual({ file: big, reason: 'size' });
  });
});
