export {
  Card,
  CardLink,
  CardActions,
  type CardProps,
  type CardLinkProps,
  type CardActionsProps,
  type CardPadding,
} from './card';
export { CardTitle, CardMeta, CardThumb, headingTag, type HeadingLevel } from './card-parts';
