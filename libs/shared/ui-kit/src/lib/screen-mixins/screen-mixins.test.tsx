import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithTheme } from '../../testing/render';
import { fontSizes, fontWeights } from '../theme/tokens';
import { figureText, rowActions } from './screen-mixins';

const Figures = styled.dl`
  ${figureText}
`;
const Actions = styled.div`
  ${rowActions}
`;

describe('screen mixins', () => {
  it('figureText shows each label small and quiet and each value large and bold', () => {
    renderWithTheme(
      <Figures>
        <div>
          <dt>Moyenne</dt>
          <dd>14,5</dd>
        </div>
      </Figures>,
    );
    const label = getComputedStyle(screen.getByText('Moyenne'));
    const value = getComputedStyle(screen.getByText('14,5'));
    expect(label.fontSize).toBe(fontSizes.sm);
    expect(value.fontSize).toBe(fontSizes.xl);
    expect(value.fontWeight).toBe(String(fontWeights.bold));
    expect(value.margin).toBe('0px');
  });

  it('rowActions puts the buttons side by side at the end of the row, wrapping', () => {
    renderWithTheme(
      <Actions data-testid="actions">
        <button type="button">Modifier</button>
      </Actions>,
    );
    const style = getComputedStyle(screen.getByTestId('actions'));
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    expect(style.justifyContent).toBe('flex-end');
  });
});
