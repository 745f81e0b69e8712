import styled from 'styled-components';

/** The seance form's fields: two columns from the `sm` breakpoint, one on a phone. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A part of the form across both columns. */
export const FormWide = styled.div`
  grid-column: 1 / -1;
  &:empty {
    display: none;
  }
`;

/** The buttons under a modal's content, at the end of the line. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;

/** The filter (class or professor) and "Ajouter une séance", above the week. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  & > * {
    min-inline-size: 12rem;
  }
`;

/** A seance's details: label and value pairs. */
export const DetailsList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  & dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & dd {
    margin: 0;
  }
`;
