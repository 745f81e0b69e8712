import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Props of VisuallyHidden. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only (for example the caption of a table that is obvious on screen). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden data-ui="visually-hidden" {...props} />;
}
