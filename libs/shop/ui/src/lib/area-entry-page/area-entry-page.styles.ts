import styled from 'styled-components';

/** The page column. */
export const EntryPage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
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
