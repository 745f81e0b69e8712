import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { MinusIcon, PlusIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { useControllableState } from '../utils/use-controllable-state';
import { clampQuantity, parseTypedQuantity } from './quantity';
import { StepperRoot, ValueInput, type StepperSize } from './quantity-stepper.styles';

/** Props of QuantityStepper. */
export interface QuantityStepperProps {
  /** Accessible name of the quantity, naming the item (e.g. 'Quantité de Cahier 96 pages'). */
  label: string;
  /**
   * Accessible name of the minus button; name the item in a list of steppers
   * (e.g. 'Diminuer la quantité de Cahier'). @default the kit's 'Diminuer'
   */
  decrementLabel?: string;
  /**
   * Accessible name of the plus button; name the item in a list of steppers
   * (e.g. 'Augmenter la quantité de Cahier'). @default the kit's 'Augmenter'
   */
  incrementLabel?: string;
  /** Quantity (controlled). */
  value?: number;
  /** Initial quantity when uncontrolled. @default 0 */
  defaultValue?: number;
  /** Called with the new quantity, already within the bounds. */
  onChange?: (value: number) => void;
  /** Called when focus leaves the number (form adapters mark the field touched). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Lowest quantity; a quantity is never below 0 whatever is given. @default 0 */
  min?: number;
  /** Highest quantity (stock). No limit when not given. */
  max?: number;
  /** Step of the buttons and arrow keys. @default 1 */
  step?: number;
  /** Compact size for dense rows. @default 'md' */
  size?: StepperSize;
  /** Disables the whole stepper. @default false */
  disabled?: boolean;
}

/**
 * Quantity picker: minus, the number, plus. The number is a spin button: type a value, or use
 * ArrowUp/ArrowDown, `+`/`-`, PageUp/PageDown (×10), Home/End (min/max). It never goes below 0.
 *
 * @example
 * <QuantityStepper label={t('quantityOf', { name })} value={q} onChange={setQ} />
 */
export function QuantityStepper({
  label,
  decrementLabel,
  incrementLabel,
  value,
  defaultValue = 0,
  onChange,
  onBlur,
  min = 0,
  max,
  step = 1,
  size = 'md',
  disabled = false,
}: QuantityStepperProps) {
  const labels = useKitLabels();
  const bounds = { min, max };
  const floor = Math.max(0, min);
  const [raw, setCurrent] = useControllableState(value, clampQuantity(defaultValue, bounds), onChange);
  // Form libraries hand over '' for a field without a value yet: read it as the lowest quantity.
  const current = clampQuantity(Number(raw) || 0, bounds);
  // While the user types, the text may be briefly empty; it is committed on each valid keystroke.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, bounds);
    if (clamped !== current) {
      setCurrent(clamped);
    }
  };

  const stepBy = (delta: number) => {
    setDraft(null);
    commit(current + delta);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const actions: Record<string, () => void> = {
      ArrowUp: () => stepBy(step),
      '+': () => stepBy(step),
      ArrowDown: () => stepBy(-step),
      '-': () => stepBy(-step),
      PageUp: () => stepBy(step * 10),
      PageDown: () => stepBy(-step * 10),
      Home: () => stepBy(floor - current),
      End: () => max !== undefined && stepBy(max - current),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = parseTypedQuantity(event.target.value);
    // A negative number (pasted, or typed where the minus key is not caught) is the minimum, shown at once.
    setDraft(typed !== null && typed < 0 ? null : event.target.value.replace(/\D/g, ''));
    if (typed !== null) {
      commit(typed);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setDraft(null);
    onBlur?.(event);
  };

  // The minus and plus buttons: a step down or up, disabled at that end of the range.
  const ends = {
    decrement: {
      label: decrementLabel ?? labels.decrease,
      icon: <MinusIcon size="sm" />,
      delta: -step,
      atEnd: current <= floor,
    },
    increment: {
      label: incrementLabel ?? labels.increase,
      icon: <PlusIcon size="sm" />,
      delta: step,
      atEnd: max !== undefined && current >= max,
    },
  };
  const stepButton = (end: keyof typeof ends) => (
    <IconButton
      label={ends[end].label}
      icon={ends[end].icon}
      size={size}
      round
      disabled={disabled || ends[end].atEnd}
      onClick={() => stepBy(ends[end].delta)}
      data-ui={`quantity-stepper-${end}`}
    />
  );

  return (
    <StepperRoot role="group" aria-label={label} $size={size} data-ui="quantity-stepper-root">
      {stepButton('decrement')}
      <ValueInput
        role="spinbutton"
        type="text"
        inputMode="numeric"
        aria-label={label}
        aria-valuenow={current}
        aria-valuemin={floor}
        aria-valuemax={max}
        value={draft ?? String(current)}
        disabled={disabled}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        onFocus={(event) => event.target.select()}
        $size={size}
        data-ui="quantity-stepper-value"
      />
      {stepButton('increment')}
    </StepperRoot>
  );
}
