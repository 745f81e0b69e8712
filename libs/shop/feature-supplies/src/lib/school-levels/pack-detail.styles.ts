import styled from 'styled-components';
import { listReset, stack } from '@kk/ui-kit';

/** The brands of a pack, one under the other. */
export const BrandSections = styled.div`
  ${stack(4)}
  text-align: start;
`;

/** One brand and its articles. */
export const BrandSection = styled.section`
  ${stack(2)}
`;

/** Name of a brand above its articles. */
export const BrandTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** A list of article rows. */
export const ArticleList = styled.ul<{ $grid?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $grid }) => ($grid ? 'repeat(auto-fill, minmax(14rem, 1fr))' : '1fr')};
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}
`;

/** Total line of the pack. */
export const TotalLine = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Buttons of the pack detail, the main one last. */
export const DetailActions = styled.div`
  ${stack(2)}
  inline-size: 100%;
`;
