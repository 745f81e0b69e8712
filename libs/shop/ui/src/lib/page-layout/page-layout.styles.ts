import styled from 'styled-components';
import { stack } from '@kk/ui-kit';
import { spreadRow } from './mixins';

/**
 * Parts of a shop content page (catalogue, quotes): its sections, hints and action bar. The page
 * column is the kit's `Page`, its states `QueryState` and its message boxes `Alert`. Tokens only,
 * logical properties only.
 */

/** A titled part of a page. */
export const Section = styled.section`
  ${stack(3)}
`;

/** Title row of a section: the title, and its tools at the end (view toggle). */
export const SectionHeader = styled.div`
  ${spreadRow(3)}
`;

/** Secondary text under a title or beside a control. */
export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The page's main actions, stacked on phones, side by side from tablets. */
export const ActionBar = styled.div`
  ${stack(3)}

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
