import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tapTile } from '@kk/ui-kit';

/** The child's next step, first on the page. */
export const NextStep = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.tone.info.bg};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.tone.info.border}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** The next step's heading. */
export const NextTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.tone.info.fg};
`;

/** The next lesson's name. */
export const NextLesson = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** One lesson: a big tap target. */
export const LessonLink = styled(Link)`
  ${tapTile}
  padding-block: ${({ theme }) => theme.space[2]};
`;

/** A lesson without a screen (its course is not known): the same row, not a link. */
export const LessonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.space[16]};
  padding-inline: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Title and duration of a lesson. */
export const LessonText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

/** The lesson's title. */
export const LessonTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The lesson's duration. */
export const LessonMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
