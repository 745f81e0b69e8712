import styled from 'styled-components';
import { stack, stackedList } from '@kk/ui-kit';

/** Search box and view toggle on one line. */
export const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

/** Skeleton cards while the first page loads. */
export const SkeletonList = styled.ul`
  ${stackedList(3)}
`;

/** One skeleton card: a logo and two lines. */
export const SkeletonCard = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};

  & > :last-child {
    flex: 1 1 auto;
  }
`;

/** The numbered steps of the collapsible second page. */
export const Steps = styled.ol`
  ${stack(3)}
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[6]};
`;

/** One step: a title and a sentence. */
export const Step = styled.li`
  & > strong {
    display: block;
    color: ${({ theme }) => theme.colors.text.primary};
  }

  & > span {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

/** The part about a missing school. */
export const Missing = styled.div`
  ${stack(2)}
  margin-block-start: ${({ theme }) => theme.space[5]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

/** Title of the missing-school part. */
export const MissingTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Text of the missing-school part. */
export const MissingText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
