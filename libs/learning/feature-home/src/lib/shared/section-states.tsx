import { useTranslation } from '@kk/i18n';
import { Button, Skeleton } from '@kk/ui-kit';
import { InlineError, SkeletonStack } from './page.styles';

/** Props of {@link SectionError}. */
export interface SectionErrorProps {
  /** What failed, in the user's words ('Tes devoirs n'ont pas pu être chargés.'). */
  message: string;
  /** Loads again. */
  onRetry: () => void;
}

/** A section whose data failed to load: the message, announced, and a retry button. */
export function SectionError({ message, onRetry }: SectionErrorProps) {
  const { t } = useTranslation('common');
  return (
    <InlineError role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </InlineError>
  );
}

/** Props of {@link SectionSkeleton}. */
export interface SectionSkeletonProps {
  /** Placeholder rows. @default 3 */
  rows?: number;
}

/**
 * The shape of a list that is loading. Hidden from screen readers: the section around it is
 * `aria-busy` while it loads.
 */
export function SectionSkeleton({ rows = 3 }: SectionSkeletonProps) {
  return (
    <SkeletonStack>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} lines={2} />
      ))}
    </SkeletonStack>
  );
}
