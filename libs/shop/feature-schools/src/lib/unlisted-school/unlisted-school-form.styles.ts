import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

/** The form: fields stacked, full width of its container. */
export const FormRoot = styled.form`
  ${stack(4)}
  inline-size: 100%;
  text-align: start;
`;

/** The form's title. */
export const FormTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Progress and name of the attached file, inside the drop zone. */
export const FileStatus = styled.div`
  ${stack(2)}
  align-items: center;
  inline-size: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

/** The upload progress bar. */
export const Progress = styled.progress`
  inline-size: 100%;
  block-size: ${({ theme }) => theme.space[2]};
  accent-color: ${({ theme }) => theme.colors.brand.primary};
`;

/** A line of help under the fields. */
export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
