import styled from 'styled-components';
import { figureText, listReset } from '@kk/ui-kit';

/** The school's identity: logo beside its name and city. */
export const SchoolIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The school's logo. */
export const SchoolLogo = styled.img`
  inline-size: 4rem;
  block-size: 4rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
`;

/** The key figures: tiles in a grid (two on a phone). */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  ${figureText}
`;

/** The shortcuts: links in a wrapping grid. */
export const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}
`;
