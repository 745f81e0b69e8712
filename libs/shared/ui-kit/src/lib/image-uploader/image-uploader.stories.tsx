import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { ImageUploader } from './image-uploader';

/** A small inline SVG used as an "uploaded" image, so stories need no network. */
const sample = (hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(${hue} 60% 70%)"/><rect x="25" y="15" width="50" height="70" rx="4" fill="hsl(${hue} 50% 40%)"/></svg>`,
  )}`;

/** Resolves after `ms` with a sample image. */
const fakeUpload = (ms: number) => () => new Promise<string>((resolve) => setTimeout(() => resolve(sample(200)), ms));

const meta = {
  title: 'UI Kit/Forms/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  args: {
    label: 'Photos du livre',
    addLabel: 'Ajouter des photos',
    imageAlt: (i: number) => `Photo ${i + 1} du livre`,
    hint: 'JPEG ou PNG, 5 Mo maximum',
    accept: 'image/*',
    maxSize: 5_000_000,
    onUpload: fakeUpload(300),
    onChange: fn(),
    onUploadingChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a photo: a spinner while it uploads, then the photo; remove it with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');

    await userEvent.upload(input, new File(['x'], 'couverture.png', { type: 'image/png' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi de la photo…');
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(true);

    const image = await canvas.findByRole('img', { name: 'Photo 1 du livre' });
    await expect(image).toBeInTheDocument();
    await waitFor(() => expect(args.onUploadingChange).toHaveBeenLastCalledWith(false));

    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retirer la photo 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Photo 1 du livre' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ajouter des photos' })).toHaveFocus());
  },
};

/** A file of another type is refused before any upload. */
export const RejectsWrongType: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    const pdf = new File(['x'], 'liste.pdf', { type: 'application/pdf' });

    await userEvent.setup({ applyAccept: false }).upload(input, pdf);

    await expect(args.onReject).toHaveBeenCalledWith([{ file: pdf, reason: 'type' }]);
  },
};

/** Empty (three placeholders), with images, uploading (an upload that never ends), error, full, disabled. */
export const Snapshot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Photos (envoi)' });
    const input = group.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');

    await userEvent.upload(input, new File(['x'], 'page.png', { type: 'image/png' }));

    await expect(within(group).getByRole('status')).toBeInTheDocument();
  },
  render: (args) => (
    <SnapshotGrid minColumnWidth="20rem">
      <SnapshotCell title="empty">
        <ImageUploader {...args} label="Photos (vide)" />
      </SnapshotCell>
      <SnapshotCell title="with images">
        <ImageUploader {...args} label="Photos (deux)" defaultValue={[sample(20), sample(140)]} />
      </SnapshotCell>
      <SnapshotCell title="uploading">
        <ImageUploader
          {...args}
          label="Photos (envoi)"
          defaultValue={[sample(60)]}
          onUpload={() => new Promise<string>(() => undefined)}
        />
      </SnapshotCell>
      <SnapshotCell title="error">
        <ImageUploader {...args} label="Photos (erreur)" error="Ajoutez au moins une photo" />
      </SnapshotCell>
      <SnapshotCell title="full">
        <ImageUploader
          {...args}
          label="Photos (complet)"
          maxImages={3}
          defaultValue={[sample(20), sample(140), sample(260)]}
        />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <ImageUploader {...args} label="Photos (désactivé)" disabled defaultValue={[sample(320)]} />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
