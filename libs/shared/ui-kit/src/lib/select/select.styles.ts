import styled from 'styled-components';
import { bareInput, controlBox } from '../field/field.styles';

export const SelectBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  ${controlBox}
  position: relative;
  padding-inline: 0;
`;

export const NativeSelect = styled.select`
  ${bareInput}
  appearance: none;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  /* Room for the chevron drawn over the end of the box. */
  padding-inline-end: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;

export const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  inset-block-start: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
