import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { ImageUploader, type ImageUploaderProps } from './image-uploader';

const photo = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function deferred() {
  let resolve!: (url: string) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const texts = {
  label: 'Photos du livre',
  addLabel: 'Ajouter des photos',
  imageAlt: (i: number) => `Photo ${i + 1}`,
};

function setup(props: Partial<ImageUploaderProps> = {}) {
  const onUpload = props.onUpload ?? vi.fn();
  const view = renderWithTheme(<ImageUploader {...texts} onUpload={onUpload} {...props} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { ...view, input, onUpload };
}

describe('ImageUploader', () => {
  it('shows three empty placeholders besides the add tile when empty', () => {
    const { container } = setup();

    expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-ui="image-uploader-placeholder"]')).toHaveLength(3);
  });

  it('shows a spinner while an image uploads, then the image, and reports busy state', async () => {
    const upload = deferred();
    const onChange = vi.fn();
    const onUploadingChange = vi.fn();
    const { input, container } = setup({ onUpload: () => upload.promise, onChange, onUploadingChange });

    await userEvent.upload(input, photo('a.png'));

    expect(screen.getByRole('status')).toHaveTextContent('Envoi de la photo');
    expect(screen.getByRole('group', { name: 'Photos du livre' })).toHaveAttribute('aria-busy', 'true');
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    expect(container.querySelectorAll('[data-ui="image-uploader-placeholder"]')).toHaveLength(2);

    await act(async () => upload.resolve('https://cdn.example/a.png'));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(onChange).toHaveBeenLastCalledWith(['https://cdn.example/a.png']);
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps every image, in the order picked, when uploads finish in another order', async () => {
    const first = deferred();
    const second = deferred();
    const onUpload = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const onChange = vi.fn();
    const { input } = setup({ onUpload, onChange });

    await userEvent.upload(input, [photo('a.png'), photo('b.png')]);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    await act(async () => second.resolve('b-url'));
    expect(onChange).toHaveBeenLastCalledWith(['b-url']);
    await act(async () => first.resolve('a-url'));

    expect(onChange).toHaveBeenLastCalledWith(['a-url', 'b-url']);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'a-url');
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', 'b-url');
  });

  it('puts a later pick after the pictures already there, whatever finishes first', async () => {
    const first = deferred();
    const second = deferred();
    const onUpload = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const onChange = vi.fn();
    const { input } = setup({ onUpload, onChange, defaultValue: ['old-url'] });

    await userEvent.upload(input, photo('a.png'));
    await userEvent.upload(input, photo('b.png'));
    await act(async () => second.resolve('b-url'));
    await act(async () => first.resolve('a-url'));

    expect(onChange).toHaveBeenLastCalledWith(['old-url', 'a-url', 'b-url']);
  });

  it('removes an image and moves focus to the add tile', async () => {
    const onChange = vi.fn();
    setup({ defaultValue: ['a-url', 'b-url'], onChange });

    await userEvent.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));

    expect(onChange).toHaveBeenLastCalledWith(['b-url']);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'b-url');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toHaveFocus());
  });

  it('shows the same picture picked twice as two tiles, and removes only the one asked', async () => {
    // Two tiles keyed alike make React warn that it may drop or repeat one of them.
    const reactWarning = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    setup({ defaultValue: ['same-url', 'same-url', 'other-url'], onChange });

    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      'same-url',
      'same-url',
      'other-url',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));

    expect(onChange).toHaveBeenLastCalledWith(['same-url', 'other-url']);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['same-url', 'other-url']);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['other-url']);
    expect(reactWarning).not.toHaveBeenCalled();
  });

  it('refuses files of the wrong type or too large, without uploading them', async () => {
    const onReject = vi.fn();
    const onUpload = vi.fn();
    const pdf = new File(['x'], 'doc.pdf', { type: 'application/pdf' });
    const big = photo('big.png', 5000);
    const { input } = setup({ onUpload, onReject, maxSize: 1000 });

    await userEvent.setup({ applyAccept: false }).upload(input, [pdf, big]);

    expect(onUpload).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith([
      { file: pdf, reason: 'type' },
      { file: big, reason: 'size' },
    ]);
  });

  it('stops the spinner and reports a failed upload', async () => {
    const upload = deferred();
    const onUploadError = vi.fn();
    const onChange = vi.fn();
    const file = photo('a.png');
    const { input } = setup({ onUpload: () => upload.promise, onUploadError, onChange });

    await userEvent.upload(input, file);
    await act(async () => upload.reject(new Error('500')));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onUploadError).toHaveBeenCalledWith(file, expect.any(Error));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hides the add tile once the maximum is reached', () => {
    setup({ defaultValue: ['a', 'b'], maxImages: 2 });

    expect(screen.queryByRole('button', { name: 'Ajouter des photos' })).not.toBeInTheDocument();
  });
});
