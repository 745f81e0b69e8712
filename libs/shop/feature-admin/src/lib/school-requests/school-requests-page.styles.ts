import styled from 'styled-components';

/** The search above the list. */
export const Toolbar = styled.div`
  margin-block-end: ${({ theme }) => theme.space[4]};
  max-inline-size: 28rem;
`;

/** A cell of two lines: the main text, then a quieter one. */
export const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  & > * + * {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The "Show more" row under a list. */
export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space[4]};
`;
