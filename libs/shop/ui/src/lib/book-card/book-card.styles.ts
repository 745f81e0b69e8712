import styled, { css } from 'styled-components';

export const BookLayout = styled.div<{ $grid: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  ${({ $grid }) =>
    $grid &&
    css`
      flex-direction: column;
    `}
`;

export const Cover = styled.div<{ $grid: boolean }>`
  flex-shrink: 0;
  inline-size: ${({ $grid }) => ($grid ? '100%' : '5rem')};
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background-color: ${({ theme }) => theme.colors.background.sunken};
  color: ${({ theme }) => theme.colors.text.disabled};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const BookText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1;
  min-inline-size: 0;
`;

export const Prices = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: auto;
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;
