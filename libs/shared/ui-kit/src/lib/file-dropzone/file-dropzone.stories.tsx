import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { FileDropzone } from './file-dropzone';

const meta = {
  title: 'UI Kit/Forms/FileDropzone',
  component: FileDropzone,
  tags: ['autodocs'],
  args: {
    label: 'Pièce jointe',
    buttonLabel: 'Choisir un fichier',
    instructions: 'ou déposez-le ici',
    hint: 'PDF ou image, 5 Mo maximum',
    accept: 'image/*,.pdf',
    maxSize: 5_000_000,
    multiple: false,
    onFiles: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the button; a picked file is passed on, and its name shown by the app. */
export const Default: Story = {
  render: function Render(args) {
    const [name, setName] = useState<string>();
    return (
      <FileDropzone
        {...args}
        onFiles={(files) => {
          setName(files[0]?.name);
          args.onFiles(files);
        }}
      >
        {name && <strong>{name}</strong>}
      </FileDropzone>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choisir un fichier' })).toHaveFocus();
    await userEvent.upload(input, new File(['%PDF'], 'liste-fournitures.pdf', { type: 'application/pdf' }));

    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('liste-fournitures.pdf')).toBeVisible();
  },
};

/** A file too large is refused, with the reason, for the app to explain. */
export const RejectsLargeFile: Story = {
  args: { maxSize: 10 },
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    const big = new File(['0123456789ABCDEF'], 'scan.pdf', { type: 'application/pdf' });

    await userEvent.upload(input, big);

    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith([{ file: big, reason: 'size' }]);
  },
};

/** Empty, with a file, error, disabled, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="18rem">
      <SnapshotCell title="empty">
        <FileDropzone {...args} label="Pièce jointe (vide)" />
      </SnapshotCell>
      <SnapshotCell title="with file">
        <FileDropzone {...args} label="Pièce jointe (fichier)">
          <strong>liste-fournitures.pdf</strong>
        </FileDropzone>
      </SnapshotCell>
      <SnapshotCell title="error">
        <FileDropzone {...args} label="Pièce jointe (erreur)" error="File required" />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <FileDropzone {...args} label="Pièce jointe (désactivée)" disabled />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <FileDropzone
          {...args}
          label="مرفق"
          buttonLabel="اختر ملفا"
          instructions="أو أفلته هنا"
          hint="PDF أو صورة، 5 ميغابايت كحد أقصى"
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
