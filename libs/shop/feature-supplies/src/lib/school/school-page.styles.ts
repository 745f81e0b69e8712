import styled from 'styled-components';
import { CardMeta } from '@kk/ui-kit';
import { listReset, stack } from '@kk/ui-kit';

/** The school's identity: logo beside name, address and cycles. */
export const SchoolHeader = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Frame of the logo: square, the picture covers it. */
export const LogoFrame = styled.div`
  flex-shrink: 0;
  inline-size: 4.5rem;
  block-size: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background-color: ${({ theme }) => theme.colors.background.sunken};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** Name, address and cycles, beside the logo. */
export const SchoolText = styled.div`
  ${stack(2)}
  min-inline-size: 0;
`;

/** The school's name: the page title. */
export const SchoolName = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Address line with its pin icon. */
export const Address = styled(CardMeta)`
  svg {
    flex-shrink: 0;
  }
`;

/** The cycles (level groups) as a row of badges. */
export const GroupList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}
`;

/** The Call button and what it says about the phone number. */
export const CallArea = styled.div`
  ${stack(1)}
`;

/** The phone number under the Call button (digits kept left to right in Arabic by `<bdi>`). */
export const PhoneNumber = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
`;

/** One cycle's tiles: a fieldset whose legend names the cycle. */
export const GroupFieldset = styled.fieldset`
  ${stack(2)}
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

/** Name of a cycle above its tiles. */
export const GroupLegend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Tiles of a cycle: two columns on phones, more on wider screens. */
export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};

  label {
    inline-size: 100%;
    box-sizing: border-box;
  }
`;

/** The cycles' fieldsets one under the other. */
export const TileGroups = styled.div`
  ${stack(4)}
`;

/** Text lines of the header while the school loads. */
export const HeaderSkeleton = styled.div`
  flex: 1;
  ${stack(2)}
`;
