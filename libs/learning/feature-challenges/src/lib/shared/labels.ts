import type { ChallengeKind } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/** The name of each kind of challenge. */
export const KIND_LABELS: Record<ChallengeKind, TranslationKey<'learning-challenges'>> = {
  daily: 'learning-challenges:kinds.daily',
  peer: 'learning-challenges:kinds.peer',
  group: 'learning-challenges:kinds.group',
  class: 'learning-challenges:kinds.class',
  superhero: 'learning-challenges:kinds.superhero',
};
