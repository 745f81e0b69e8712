import styled from 'styled-components';

/** The username and the password, each with its copy button. */
export const CredentialList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

/** One credential: its label, its value (large, easy to copy by hand) and its button. */
export const Credential = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  dt {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

/** What only makes sense on screen (the buttons): left off the printed page. */
export const ScreenOnly = styled.div`
  display: contents;
  @media print {
    display: none;
  }
`;
