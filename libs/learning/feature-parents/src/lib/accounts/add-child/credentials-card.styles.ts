import styled from 'styled-components';

/** The username and the password, each with its copy button. */
export const CredentialList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

/** One credential: its label, then its value and its copy button. */
export const Credential = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0;
  }
`;

/** The value, large enough to copy by hand; a Latin name and password, written left to right. */
export const CredentialValue = styled.bdi`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** What only makes sense on screen (the buttons): left off the printed page. */
export const ScreenOnly = styled.div`
  display: contents;
  @media print {
    display: none;
  }
`;
