import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translateErrors, useTranslation } from '@kk/i18n';
import { Button } from '@kk/ui-kit';
import { contactErrors, type ContactFieldNames } from '../form-errors';
import { ContactFields } from './contact-fields';

/** The fields in a form of their own with the contact rules, as the profile and the registration place them. */
function ContactForm({
  fields,
  onSubmit,
}: {
  fields: ContactFieldNames<Record<string, string>>;
  onSubmit: (values: object) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Form<Record<string, string>>
      validate={(values) => translateErrors(contactErrors(values, fields), (key) => t(key))}
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: '1rem' }}>
          <ContactFields fields={fields} />
          <Button type="submit">{t('actions.save')}</Button>
        </form>
      )}
    />
  );
}

const meta = {
  title: 'Shop/UI/ContactFields',
  component: ContactForm,
  args: {
    fields: { firstName: 'fname', lastName: 'lname', email: 'email', phone: 'phone_number' },
    onSubmit: fn(),
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First and last name side by side, e-mail, phone: typed values reach the form under its own names. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Prénom/ }), 'Salma');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nom/ }), 'Bennani');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'salma@exemple.ma');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Téléphone/ }), '0661234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fname: 'Salma',
        lname: 'Bennani',
        email: 'salma@exemple.ma',
        phone_number: '06 61 23 45 67',
      }),
      expect.anything(),
      expect.anything(),
    );
  },
};

/** Sent empty: each field says what it needs (§5), and nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText('Prénom requis')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In Arabic: right to left, the e-mail and the phone stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /^الاسم الشخصي/ })).toBeVisible();
  },
};
