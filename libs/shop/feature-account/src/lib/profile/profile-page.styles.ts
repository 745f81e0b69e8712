import styled from 'styled-components';
import { detailList, spreadRow } from '@kk/shop-ui';
import { listReset, stack } from '@kk/ui-kit';

/** Photo, name and e-mail at the top. */
export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Name and e-mail beside the photo. */
export const IdentityText = styled.div`
  ${stack(1)}
  flex: 1 1 auto;
  min-inline-size: 0;
`;

/** The user's name (the page's h1). */
export const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

/** A quiet line under the name. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

/** A section title with its action at the inline end. */
export const SectionHead = styled.div`
  ${spreadRow(2)}

  & > h2 {
    margin-block-end: 0;
  }
`;

/** The read-only contact details. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, auto) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};

  ${detailList}

  dd {
    overflow-wrap: anywhere;
  }
`;

/** A list of full-width entries (the profile menu, the account settings). */
export const EntryList = styled.ul`
  display: flex;
  flex-direction: column;
  ${listReset}
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};

  & > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }

  & > li > * {
    justify-content: flex-start;
  }
`;

/** The profile form. */
export const FormRoot = styled.form`
  ${stack(4)}
`;

/** Form buttons at the inline end. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The addresses: the list (or its loading or error state) above the add-address form. */
export const AddressesGroup = styled.div`
  ${stack(3)}
`;
