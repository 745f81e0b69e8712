import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { FileDropzone } from './file-dropzone';

const pdf = new File(['%PDF'], 'liste.pdf', { type: 'application/pdf' });
const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });

function fileInput(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('FileDropzone', () => {
  it('opens the picker from its button and passes on accepted files', async () => {
    const onFiles = vi.fn();
    const { container } = renderWithTheme(
      <FileDropzone label="Pièce jointe" buttonLabel="Choisir un fichier" accept=".pdf,image/*" onFiles={onFiles} />,
    );
    const input = fileInput(container);
    const clicked = vi.fn();
    input.addEventListener('click', clicked);

    await userEvent.click(screen.getByRole('button', { name: 'Choisir un fichier' }));
    expect(clicked).toHaveBeenCalled();

    await userEvent.upload(input, pdf);
    expect(onFiles).toHaveBeenCalledWith([pdf]);
  });

  it('refuses a file of another type and says why', async () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    const { container } = renderWithTheme(
      <FileDropzone label="Pièce jointe" buttonLabel="Choisir" accept=".pdf" onFiles={onFiles} onReject={onReject} />,
    );

    await userEvent.setup({ applyAccept: false }).upload(fileInput(container), text);

    expect(onFiles).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith([{ file: text, reason: 'type' }]);
  });

  it('refuses a file over the size limit', async () => {
    const onReject = vi.fn();
    const big = new File([new Uint8Array(2048)], 'scan.pdf', { type: 'application/pdf' });
    const { container } = renderWithTheme(
      <FileDropzone label="Pièce jointe" buttonLabel="Choisir" maxSize={1024} onFiles={vi.fn()} onReject={onReject} />,
    );

    await userEvent.upload(fileInput(container), big);

    expect(onReject).toHaveBeenCalledWith([{ file: big, reason: 'size' }]);
  });

  it('takes dropped files, only one unless multiple', () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    renderWithTheme(
      <FileDropzone
        label="Pièce jointe"
        buttonLabel="Choisir"
        instructions="ou déposez-le ici"
        onFiles={onFiles}
        onReject={onReject}
      />,
    );
    const zone = screen.getByText('ou déposez-le ici').parentElement as HTMLElement;
    const other = new File(['x'], 'b.pdf', { type: 'application/pdf' });

    fireEvent.drop(zone, { dataTransfer: { files: [pdf, other], types: ['Files'] } });

    expect(onFiles).toHaveBeenCalledWith([pdf]);
    expect(onReject).toHaveBeenCalledWith([{ file: other, reason: 'count' }]);
  });

  it('describes the button with the limits and the error', () => {
    renderWithTheme(
      <FileDropzone
        label="Pièce jointe"
        buttonLabel="Choisir"
        hint="PDF, 5 Mo maximum"
        error="File required"
        onFiles={vi.fn()}
      />,
    );

    expect(screen.getByRole('button', { name: 'Choisir' })).toHaveAccessibleDescription(
      'Pièce jointe PDF, 5 Mo maximum File required',
    );
  });
});
