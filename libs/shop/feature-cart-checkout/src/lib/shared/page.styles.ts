import styled from 'styled-components';
import { stack, stackedList } from '@kk/ui-kit';

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const OrderList = styled.ul`
  ${stackedList(3)}
`;

/** Totals and the main action, kept together at the end of the screen. */
export const Summary = styled.section`
  ${stack(3)}
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const SummaryRows = styled.dl`
  margin: 0;
  ${stack(2)}
`;

export const SummaryRow = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.bold : theme.fontWeights.regular)};
  ${({ theme, $strong }) =>
    $strong
      ? `padding-block-start: ${theme.space[2]}; border-block-start: 1px solid ${theme.colors.border.subtle};`
      : ''}

  dt,
  dd {
    margin: 0;
  }
`;

export const SkeletonCard = styled.div`
  ${stack(2)}
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export const Section = styled.section`
  ${stack(3)}
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
