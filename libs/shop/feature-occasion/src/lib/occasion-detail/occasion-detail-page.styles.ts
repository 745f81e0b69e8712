import styled from 'styled-components';
import { focusRing } from '@kk/ui-kit';
import { centred } from '@kk/shop-ui';
import { stack } from '@kk/ui-kit';

export const GalleryRoot = styled.div`
  ${stack(2)}
`;

export const MainImage = styled.div`
  ${centred}
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.sunken};
  color: ${({ theme }) => theme.colors.text.disabled};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

export const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
`;

export const Thumb = styled.button<{ $current: boolean }>`
  flex: none;
  inline-size: 4rem;
  block-size: 4rem;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.border.selected : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  cursor: pointer;
  ${focusRing}

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const TitleBlock = styled.div`
  ${stack(2)}
`;

export const Author = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Prices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  /* Each term/value pair sits in a div (valid in a dl); the grid lays out the pair itself. */
  & > div {
    display: contents;
  }

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

export const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const SellerRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SellerName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const SellerHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ContactActions = styled.div`
  ${stack(2)}
`;

export const PhoneNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

export const Section = styled.section`
  ${stack(3)}
`;
