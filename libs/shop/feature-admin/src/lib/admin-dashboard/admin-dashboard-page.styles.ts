import styled from 'styled-components';
import { focusRing } from '@kk/ui-kit';

/** The key figures: two columns on a phone, one row on a wide screen. */
export const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
`;

/** A figure that leads to its list: the value above its label. */
export const FigureLink = styled.a<{ $attention?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  block-size: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid
    ${({ theme, $attention }) => ($attention ? theme.colors.tone.warning.border : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  ${focusRing}
  &:hover {
    border-color: ${({ theme }) => theme.colors.border.selected};
  }
  & > strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  & > span {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The charts: one column on a phone, two on a wide screen. */
export const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** The line under a chart's title that leads to its list. */
export const ChartLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;
