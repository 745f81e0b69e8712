import { Skeleton } from '@kk/ui-kit';
import { PlaceholderCard, PlaceholderGo, PlaceholderLine, PlaceholderWords } from './next-step-placeholder.styles';

/**
 * The next-step card's place while it loads (its chunk, then the lists it chooses from): the card's
 * box with a bar per line of its words (kind, title, why), the size of the card that replaces it,
 * so homework and exams under it do not move when it comes.
 */
export function NextStepPlaceholderCard() {
  return (
    <PlaceholderCard aria-hidden="true" data-ui="next-step-placeholder">
      <Skeleton variant="circle" width="3.5rem" />
      <PlaceholderWords>
        <PlaceholderLine $size="sm">
          <Skeleton width="8rem" height="1lh" />
        </PlaceholderLine>
        <PlaceholderLine $size="2xl">
          <Skeleton width="80%" height="1lh" />
        </PlaceholderLine>
        <PlaceholderLine $size="md">
          <Skeleton width="60%" height="1lh" />
        </PlaceholderLine>
      </PlaceholderWords>
      <PlaceholderGo>
        <PlaceholderLine $size="md">
          <Skeleton width="7rem" height="1lh" />
        </PlaceholderLine>
      </PlaceholderGo>
    </PlaceholderCard>
  );
}
