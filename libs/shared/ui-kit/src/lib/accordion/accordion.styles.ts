import styled, { css } from 'styled-components';
import { buttonReset, focusRing, transition } from '../theme/mixins';

export const CollapsibleRoot = styled.div<{ $card: boolean }>`
  min-inline-size: 0;
  ${({ $card, theme }) =>
    $card
      ? css`
          border: ${({ theme }) => theme.borderWidths.thin} solid ${theme.colors.border.subtle};
          border-radius: ${theme.radii.lg};
          background-color: ${theme.colors.background.surface};
        `
      : css`
          border-block-end: ${({ theme }) => theme.borderWidths.thin} solid ${theme.colors.border.subtle};
        `}
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Trigger = styled.button<{ $card: boolean }>`
  ${buttonReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme, $card }) => ($card ? theme.space[4] : theme.space[1])};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  ${focusRing}

  &:hover {
    background-color: ${({ theme }) => theme.colors.background.sunken};
  }
`;

export const TriggerText = styled.span`
  flex: 1;
  min-inline-size: 0;
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.text.secondary};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  ${transition('transform', 'normal')}
`;

export const Panel = styled.div<{ $card: boolean }>`
  padding-block: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme, $card }) => ($card ? theme.space[4] : theme.space[1])};
`;

export const AccordionRoot = styled.div<{ $card: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $card }) => ($card ? theme.space[2] : 0)};
`;
