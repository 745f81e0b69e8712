import styled from 'styled-components';
import { bareInput } from '../field/field.styles';

export const Input = styled.input`
  ${bareInput}
`;
