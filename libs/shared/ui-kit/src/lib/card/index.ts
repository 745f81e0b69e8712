export {
  Card,
  CardLink,
  CardActions,
  type CardProps,
  type CardLinkProps,
  type CardActionsProps,
  type CardPadding,
} from './card';
