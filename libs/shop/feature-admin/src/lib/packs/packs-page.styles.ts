import styled from 'styled-components';

/** The school and level pickers, side by side where there is room. */
export const Pickers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** A short list of choices (schools found, articles found): the name, then its button. */
export const ArticleResults = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.background.surface};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

/** The chosen school: its name and a Change button. */
export const Chosen = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The new-pack form's parts, one under the other. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The pack's articles. */
export const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One article of the pack. */
export const LineCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};
`;

/** The article's name and its Remove button. */
export const LineHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Brand, price and quantity: in a row where there is room. */
export const LineFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

/** An error of the whole list. */
export const FieldMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The total line. */
export const TotalRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  padding-block: ${({ theme }) => theme.space[2]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The form's buttons. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
