import styled from 'styled-components';
import { CardTitle, stack } from '@kk/ui-kit';

export const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  /* On a phone the name has the row's width; the price and the 44 px stepper go under it. */
  grid-template-areas:
    'thumb text text'
    'thumb price stepper';
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-block-end: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  background-color: ${({ theme }) => theme.colors.background.surface};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'thumb text price stepper';
  }
`;

export const ThumbArea = styled.div`
  grid-area: thumb;
`;

export const TextArea = styled.div`
  grid-area: text;
  ${stack(0.5)}
  min-inline-size: 0;
  overflow-wrap: break-word;
`;

export const PriceArea = styled.div`
  grid-area: price;
  justify-self: end;
`;

export const StepperArea = styled.div`
  grid-area: stepper;
  justify-self: end;
`;

/** The article's name in full: the kit's card title without its two-line clamp, wrapping anywhere. */
export const FullName = styled(CardTitle)`
  display: block;
  overflow: visible;
  -webkit-line-clamp: unset;
  overflow-wrap: anywhere;
`;
