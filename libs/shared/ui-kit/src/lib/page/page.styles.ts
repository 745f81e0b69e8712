import styled from 'styled-components';

/** The page's column: its header and sections stacked, with room between them. */
export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-inline-size: 0;
`;

/** The header: title and description at the start, actions at the end, wrapping on phones. */
export const HeaderRoot = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

/** Title and description. */
export const HeaderText = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

/** The page's h1. */
export const HeaderTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** Text under the title. */
export const HeaderDescription = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Buttons or toggles at the end of the header. */
export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
