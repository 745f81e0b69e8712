import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Accordion } from './accordion';
import { Collapsible } from './collapsible';

describe('Collapsible', () => {
  it('opens and closes its region from the heading button', async () => {
    renderWithTheme(<Collapsible title="Ajouter une adresse">Formulaire</Collapsible>);
    const button = screen.getByRole('button', { name: 'Ajouter une adresse' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Ajouter une adresse' });
    expect(region).toHaveTextContent('Formulaire');
    expect(button).toHaveAttribute('aria-controls', region.id);

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('sits in a heading of the given level', () => {
    renderWithTheme(
      <Collapsible title="CP" headingLevel={2}>
        Articles
      </Collapsible>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'CP' })).toBeInTheDocument();
  });
});

describe('Accordion', () => {
  const items = [
    { id: 'cp', title: 'CP', content: 'Articles du CP' },
    { id: 'ce1', title: 'CE1', content: 'Articles du CE1' },
  ];

  it('lets several sections be open by default', async () => {
    renderWithTheme(<Accordion items={items} />);

    await userEvent.click(screen.getByRole('button', { name: 'CP' }));
    await userEvent.click(screen.getByRole('button', { name: 'CE1' }));

    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('keeps one section open at a time when multiple is off', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <Accordion items={items} allowMultiple={false} defaultOpenIds={['cp']} onOpenChange={onOpenChange} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'CE1' }));

    expect(screen.getByRole('button', { name: 'CP' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'CE1' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(['ce1']);
  });
});
