import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@kk/ui-kit';

/**
 * The router adapter of the ui-kit's links (`linkAs`): the kit passes `href`, the app navigates
 * without reloading the page.
 */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
