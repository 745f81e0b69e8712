import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

/** The page column. */
export const EntryPage = styled.div`
  ${stack(4)}
  align-items: flex-start;
  max-inline-size: 40rem;
`;

/** The note that the area is being built. */
export const EntryNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.tone.info.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.tone.info.bg};
  color: ${({ theme }) => theme.colors.tone.info.fg};
`;
