import { useId, type ReactNode } from 'react';
import {
  AvatarFieldset,
  AvatarGrid,
  AvatarLegend,
  AvatarOption,
  HiddenRadio,
  PickerForm,
  Toolbar,
} from './profile.styles';

/** One picture to choose: its id, image and visible (and announced) name. */
export interface ImageChoice {
  /** The id sent when it is saved. */
  id: number;
  /** The picture. */
  src: string;
  /** Its name, shown under it and naming the radio. */
  label: string;
}

/** Props of {@link ImageChoiceForm}. */
export interface ImageChoiceFormProps {
  /** The group's name, for screen readers. */
  legend: string;
  /** The pictures. */
  choices: readonly ImageChoice[];
  /** The one chosen, null when none. */
  selectedId: number | null;
  /** Called when a picture is picked. */
  onChoose: (id: number) => void;
  /** Called when the form is sent (its save button). */
  onSave: () => void;
  /** The messages under the pictures (saved, failed). */
  messages?: ReactNode;
  /** The buttons (save, show more). */
  actions: ReactNode;
}

/**
 * Pictures as radio tiles (native radios: keyboard and screen readers), then messages and buttons:
 * the avatar choice and "Mes photos".
 */
export function ImageChoiceForm({
  legend,
  choices,
  selectedId,
  onChoose,
  onSave,
  messages,
  actions,
}: ImageChoiceFormProps) {
  const radioName = useId();
  return (
    <PickerForm
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      noValidate
    >
      <AvatarFieldset>
        <AvatarLegend>{legend}</AvatarLegend>
        <AvatarGrid>
          {choices.map((choice) => (
            <AvatarOption key={choice.id}>
              <HiddenRadio
                type="radio"
                name={radioName}
                value={choice.id}
                checked={choice.id === selectedId}
                onChange={() => onChoose(choice.id)}
              />
              <img src={choice.src} alt="" width={56} height={56} />
              <span>{choice.label}</span>
            </AvatarOption>
          ))}
        </AvatarGrid>
      </AvatarFieldset>
      {messages}
      <Toolbar>{actions}</Toolbar>
    </PickerForm>
  );
}
