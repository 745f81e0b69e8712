import styled from 'styled-components';

/** The section of the areas to come: its heading above the cards. */
export const Areas = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The areas to come, in as many columns as fit (one on phones). */
export const AreaGrid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

/** One area: its icon beside its name, what it holds and its state under them. */
export const AreaBody = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  block-size: 100%;
  & > p,
  & > [data-ui='badge-root'] {
    grid-column: 2;
  }
  & > [data-ui='badge-root'] {
    justify-self: start;
    align-self: end;
  }
`;

/** The area's icon on a tinted disc. */
export const AreaIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.tone.info.bg};
  color: ${({ theme }) => theme.colors.tone.info.solid};
  grid-row: span 2;
`;

/** The area's name. */
export const AreaTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** What the area holds. */
export const AreaText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** The meanwhile card: a sentence and its link, on one line when they fit. */
export const Meanwhile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  & > p {
    margin: 0;
    flex: 1 1 16rem;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;
