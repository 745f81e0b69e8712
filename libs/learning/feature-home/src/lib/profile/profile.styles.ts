import styled from 'styled-components';
import { stack, visuallyHidden } from '@kk/ui-kit';

/** Avatar and name side by side. */
export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

/** The user's name next to the avatar. */
export const IdentityName = styled.p`
  margin: 0;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Read-only account details: label above value. */
export const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[0.5]};
    min-inline-size: 0;
  }
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/** The group of avatar choices (fieldset without the native frame). */
export const AvatarFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

/** The group's name, for screen readers only. */
export const AvatarLegend = styled.legend`
  ${visuallyHidden}
`;

/** Avatar choices in as many columns as fit. */
export const AvatarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** One avatar choice: a native radio (keyboard and screen readers), drawn as a tile. */
export const AvatarOption = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid transparent;
  cursor: pointer;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
  & > img {
    inline-size: 3.5rem;
    block-size: 3.5rem;
    border-radius: ${({ theme }) => theme.radii.round};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.border.selected};
    background: ${({ theme }) => theme.colors.background.selected};
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The native radio of an avatar choice, visually hidden (the tile shows its state). */
export const HiddenRadio = styled.input`
  ${visuallyHidden}
`;

/** The avatar picker's buttons. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The avatar form: choices, messages, buttons. */
export const PickerForm = styled.form`
  ${stack(4)}
`;

/** The preview of the picked profile picture, round as it will show. */
export const PicturePreview = styled.img`
  inline-size: 6rem;
  block-size: 6rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
`;
