import styled, { createGlobalStyle } from 'styled-components';

/**
 * The report card printed on A4: only the card. The frame (header, navigation), the buttons and
 * the form are hidden, the layout's columns and the card's shadow dropped.
 */
export const PrintStyles = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    header,
    nav,
    button,
    [data-print='hide'] {
      display: none !important;
    }
    [data-print='show'] {
      display: block !important;
    }
    body,
    main,
    [data-ui='learning-layout'],
    [data-ui='learning-layout'] > * {
      display: block !important;
      margin: 0 !important;
      padding: 0 !important;
      background: none !important;
      box-shadow: none !important;
    }
  }
`;

/** The card's head: the school (logo, name), then the student, class, year and period. */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  & img {
    inline-size: 3.5rem;
    block-size: 3.5rem;
    object-fit: contain;
  }
`;

/** The school's name on the card. */
export const SchoolName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;
