import { useId, type ReactNode } from 'react';
import { headingTag, type HeadingLevel } from '../card/card-parts';
import { ChevronDownIcon } from '../icons/icons';
import { useControllableState } from '../utils/use-controllable-state';
import { Chevron, CollapsibleRoot, Heading, Panel, Trigger, TriggerText } from './accordion.styles';

/** Props of Collapsible. */
export interface CollapsibleProps {
  /** Title of the section; the button that opens and closes it. */
  title: ReactNode;
  /** Content shown when open. */
  children: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Extra content at the end of the title bar (a count). */
  adornment?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: HeadingLevel;
  /** `card`: a bordered box; `plain`: a divider line. @default 'card' */
  variant?: 'card' | 'plain';
}

/**
 * A section that opens and closes (disclosure pattern): a heading holding a button with
 * `aria-expanded` and `aria-controls`, and the content in a region named by the title.
 *
 * @example
 * <Collapsible title={t('addAddress')}><AddressForm /></Collapsible>
 */
export function Collapsible({
  title,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  adornment,
  headingLevel = 3,
  variant = 'card',
}: CollapsibleProps) {
  const id = useId();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const card = variant === 'card';
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;

  return (
    <CollapsibleRoot $card={card} data-ui="collapsible-root">
      <Heading as={headingTag(headingLevel)} data-ui="collapsible-heading">
        <Trigger
          type="button"
          id={triggerId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen(!isOpen)}
          $card={card}
          data-ui="collapsible-trigger"
        >
          <TriggerText>{title}</TriggerText>
          {adornment}
          <Chevron $open={isOpen} aria-hidden="true">
            <ChevronDownIcon />
          </Chevron>
        </Trigger>
      </Heading>
      <Panel
        role="region"
        id={panelId}
        aria-labelledby={triggerId}
        hidden={!isOpen}
        $card={card}
        data-ui="collapsible-panel"
      >
        {children}
      </Panel>
    </CollapsibleRoot>
  );
}
