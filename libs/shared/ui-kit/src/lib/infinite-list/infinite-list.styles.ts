import styled, { css } from 'styled-components';

export const ListRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const Items = styled.div`
  position: relative;
  inline-size: 100%;
`;

/**
 * One row of items (one item in list mode, `$columns` of them in grid mode). Virtualized rows are
 * placed by the virtualizer (their `translateY` is its measured position); the same element
 * serves both ways, so a row (and the focus inside it) survives the switch to virtualization.
 */
export const Row = styled.div<{ $columns: number; $gap: number; $virtual: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ $gap }) => $gap}px;
  padding-block-end: ${({ $gap }) => $gap}px;

  ${({ $virtual }) =>
    $virtual &&
    css`
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
      inline-size: 100%;
    `}
`;

export const Sentinel = styled.div`
  block-size: 1px;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    padding: 0;
  }
`;
