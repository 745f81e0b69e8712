import styled from 'styled-components';
import { bareInput, controlBox } from '../field/field.styles';

export const TextAreaBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  ${controlBox}
  align-items: stretch;
`;

export const NativeTextArea = styled.textarea`
  ${bareInput}
  resize: vertical;
  min-block-size: 6rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
