import styled from 'styled-components';

/** The search above the list. */
export const Toolbar = styled.div`
  margin-block: ${({ theme }) => theme.space[4]};
  max-inline-size: 28rem;
`;

/** The listings: one column on a phone, a grid of cards on a desk. */
export const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr));
  }
`;

/** A listing's cover and its main lines, side by side. */
export const Head = styled.div`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

/** The cover picture (or the place of a missing one). */
export const Cover = styled.img`
  inline-size: 5rem;
  block-size: 6.5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.background.surface};
`;

/** Where a listing without a photo would show one. */
export const NoCover = styled.span`
  display: grid;
  place-items: center;
  inline-size: 5rem;
  block-size: 6.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border.subtle};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

/** The title of a listing. */
export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A quieter line (author, date). */
export const Quiet = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Badges and prices under the title. */
export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

/** The listing's facts: term, then value. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The seller's description of the book. */
export const Description = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`;

/** The "Show more" row under the list. */
export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space[4]};
`;

/** The refusal form inside its dialog. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Publier and Refuser, under the listing. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;
