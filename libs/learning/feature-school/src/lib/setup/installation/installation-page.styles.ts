import styled from 'styled-components';
import { listReset } from '@kk/ui-kit';

/** The step names, numbered, the current one marked (wraps on a phone). */
export const StepNames = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  & > li[aria-current='step'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

/** Previous / Next, at the two ends of a line. */
export const StepButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
