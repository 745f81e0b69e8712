import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@kk/ui-kit';

/** The router adapter of the kit's links (`CardLink as`): the kit passes `href`, the app navigates in place. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
