import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';

/**
 * Props of a component that renders as another element or component (`as`), e.g. react-router's
 * Link: its own props win over those of the rendered element.
 */
export type PolymorphicProps<C extends ElementType, Own extends object> = Own & {
  /** Element or component to render instead of the default one (e.g. the router's Link). */
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof Own | 'as'>;

/**
 * What a component given as `linkAs` receives. Router adapters map `href` to their own prop, e.g.
 * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export interface LinkComponentProps {
  /** Destination. */
  href: string;
  /** Class names from the kit's styles; must be put on the rendered anchor. */
  className?: string;
  /** Link content. */
  children?: ReactNode;
}
