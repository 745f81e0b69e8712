import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

/** The link itself: a chevron and its text, a full touch target high. */
export const StyledBackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
    text-decoration: underline;
  }
  ${focusRing}
`;
