import styled, { css } from 'styled-components';
import { transition, visuallyHidden } from '../theme/mixins';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.text.danger};
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.danger};

  svg {
    margin-block-start: 0.125em;
  }
`;

/**
 * The bordered box of a text-like control. Put on the element that holds the input and its
 * adornments; the ring follows focus inside it. Its border is drawn inside the box (an inset
 * shadow), so the input fills the whole 44 px height: that is what a finger touches.
 */
export const controlBox = css<{ $invalid: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.control.md};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 0;
  box-shadow: inset 0 0 0 ${({ theme }) => theme.borderWidths.thin}
    ${({ theme, $invalid }) => ($invalid ? theme.colors.border.danger : theme.colors.border.strong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme, $disabled }) =>
    $disabled ? theme.colors.action.disabled.bg : theme.colors.background.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.text.secondary : theme.colors.text.primary)};
  ${transition('box-shadow')}

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      box-shadow: inset 0 0 0 calc(2 * ${theme.borderWidths.thin}) ${theme.colors.border.danger};
    `}

  &:focus-within {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }

  /* Forced colours drop shadows: the box keeps a real border there. */
  @media (forced-colors: active) {
    border: ${({ theme }) => theme.borderWidths.thin} solid CanvasText;
  }
`;

/** The bare input inside a controlBox: no border of its own, the box draws it. */
export const bareInput = css`
  flex: 1;
  min-inline-size: 0;
  align-self: stretch;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: 0;
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: inherit;
  text-align: start;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.secondary};
    opacity: 1;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const ControlBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  ${controlBox}
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
