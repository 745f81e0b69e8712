import styled from 'styled-components';

export const ScreenRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  border-block-end: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};

  & > li {
    flex: 1;
  }
`;

/** A link of the area's navigation; the current screen's (`aria-current="page"`) is underlined. */
export const NavItem = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-block-end: ${({ theme }) => theme.borderWidths.heavy} solid transparent;
  margin-block-end: calc(-1 * ${({ theme }) => theme.borderWidths.thin});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.action.secondary.fg};
    border-block-end-color: ${({ theme }) => theme.colors.action.primary.bg};
  }
`;

/** The filters above a list: the search on its own row, then the selects (side by side when they fit). */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  & > :first-child {
    grid-column: 1 / -1;
  }
`;

/** A card of a list (a request, a quote). */
export const ItemCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ItemTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const ItemMeta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ItemFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  & dd {
    margin: 0;
  }
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The list of cards of a screen. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
