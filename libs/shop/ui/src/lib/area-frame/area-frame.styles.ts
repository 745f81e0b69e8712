import styled from 'styled-components';

/** The page of an area: header on top, content below. */
export const AreaRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background-color: ${({ theme }) => theme.colors.background.app};
`;

/** The area's header bar. */
export const AreaHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background-color: ${({ theme }) => theme.colors.background.surface};
`;

/** Logo and area name. */
export const AreaBrand = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The signed-in account's name. */
export const AreaUser = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

/** The content, in a readable column. */
export const AreaMain = styled.main`
  flex: 1 0 auto;
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;
