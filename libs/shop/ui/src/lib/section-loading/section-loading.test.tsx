import { screen } from '@testing-library/react';
import { renderUi } from '@kk/testing';
import { SectionLoading } from './section-loading';

describe('SectionLoading', () => {
  it("says 'En cours de chargement' politely (§2)", async () => {
    await renderUi(<SectionLoading />);
    expect(screen.getByText('En cours de chargement').closest('[role="status"]')).toBeInTheDocument();
  });
});
