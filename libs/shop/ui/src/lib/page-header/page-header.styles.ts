import styled from 'styled-components';

/** A section title (h2) inside a page. */
export const SectionHeading = styled.h2`
  margin: 0;
  margin-block-end: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;
