import styled from 'styled-components';

/** The school's logo as it is now, or the picked one: contained in a square, never cropped. */
export const LogoPicture = styled.img`
  inline-size: 7rem;
  block-size: 7rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.background.surface};
`;

/** The logo now and its buttons, side by side when they fit. */
export const LogoNow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;
