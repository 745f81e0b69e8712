import styled from 'styled-components';

/** The week shown and its buttons, wrapping on a phone. */
export const WeekNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const WeekTitle = styled.p`
  flex: 1 1 100%;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  ${({ theme }) => theme.media.md} {
    flex-basis: auto;
  }
`;

/** A form of the teaching pages, one field under the other. */
export const EntryForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A form's buttons, wrapping on a phone. */
export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
