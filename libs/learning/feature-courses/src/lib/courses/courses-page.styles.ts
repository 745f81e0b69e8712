import styled from 'styled-components';
import { listReset } from '@kk/ui-kit';

/** The subjects: one column on phones, two from `sm`, three from `lg`. */
export const SubjectGrid = styled.ul`
  ${listReset}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A subject card's content: icon, then name and progress. */
export const SubjectBody = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-block-size: ${({ theme }) => theme.space[16]};
`;

/** The subject's icon on its colour: a big, round landmark. */
export const SubjectIcon = styled.span<{ $colour: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.space[12]};
  block-size: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $colour }) => theme.colors.chart[$colour % theme.colors.chart.length]};
  color: ${({ theme }) => theme.colors.text.inverse};
  & svg {
    inline-size: ${({ theme }) => theme.sizes.icon.lg};
    block-size: ${({ theme }) => theme.sizes.icon.lg};
  }
`;

/** Name and progress of a subject. */
export const SubjectText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  min-inline-size: 0;
`;

/** The subject's name (its link). */
export const SubjectName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** A short line under the name. */
export const SubjectNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
