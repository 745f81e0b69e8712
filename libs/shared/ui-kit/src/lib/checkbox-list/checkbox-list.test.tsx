import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithTheme } from '../../testing/render';
import { CheckboxList, CheckboxListField } from './checkbox-list';

const options = [
  { value: '1', label: 'CP' },
  { value: '2', label: 'CE1' },
  { value: '3', label: 'CE2' },
];

function LevelsForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form<{ levels?: string[] }>
      onSubmit={onSubmit}
      initialValues={{ levels: ['2'] }}
      validate={(values) => (values.levels?.length ? {} : { levels: 'Niveau requis' })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <CheckboxListField
            name="levels"
            groups={[
              { key: 'a', legend: 'Primaire', options: options.slice(0, 2) },
              { key: 'b', legend: 'Suite', options: options.slice(2) },
            ]}
          />
          <button type="submit">Enregistrer</button>
        </form>
      )}
    />
  );
}

describe('CheckboxListField', () => {
  it('adds a checked value to the list and removes an unchecked one, across its groups', async () => {
    // Arrange
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<LevelsForm onSubmit={onSubmit} />);

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'CE2' }));
    await user.click(screen.getByRole('checkbox', { name: 'CP' }));
    await user.click(screen.getByRole('checkbox', { name: 'CP' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Assert
    expect(screen.getByRole('group', { name: 'Primaire' })).toBeInTheDocument();
    expect(onSubmit.mock.calls[0][0]).toEqual({ levels: ['2', '3'] });
  });

  it('shows its error once, under the groups it describes, once touched', async () => {
    // Arrange
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<LevelsForm onSubmit={onSubmit} />);
    expect(screen.queryByText('Niveau requis')).not.toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'CE1' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Assert
    expect(screen.getAllByText('Niveau requis')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Primaire' })).toHaveAccessibleDescription('Niveau requis');
    expect(screen.getByRole('group', { name: 'Suite' })).toHaveAccessibleDescription('Niveau requis');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CheckboxList', () => {
  it('checks the values given and gives back the new list on a change', async () => {
    // Arrange
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <CheckboxList name="levels" legend="Niveaux" options={options} value={['1']} onChange={onChange} />,
    );

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'CE1' }));
    await user.click(screen.getByRole('checkbox', { name: 'CP' }));

    // Assert
    expect(screen.getByRole('checkbox', { name: 'CP' })).toBeChecked();
    expect(onChange).toHaveBeenNthCalledWith(1, ['1', '2']);
    expect(onChange).toHaveBeenNthCalledWith(2, []);
  });
});
