import type { ReactNode } from 'react';
import type { HeadingLevel } from '../card/card-parts';
import { useControllableState } from '../utils/use-controllable-state';
import { AccordionRoot } from './accordion.styles';
import { Collapsible } from './collapsible';

/** One section of an Accordion. */
export interface AccordionItem {
  /** Stable id. */
  id: string;
  /** Section title. */
  title: ReactNode;
  /** Section content. */
  content: ReactNode;
  /** Extra content in the title bar (a count). */
  adornment?: ReactNode;
}

/** Props of Accordion. */
export interface AccordionProps {
  /** The sections, in order. */
  items: readonly AccordionItem[];
  /** Ids of the open sections (controlled). */
  openIds?: readonly string[];
  /** Initially open sections when uncontrolled. @default [] */
  defaultOpenIds?: readonly string[];
  /** Called with the ids of the open sections. */
  onOpenChange?: (ids: string[]) => void;
  /** Several sections may be open together; otherwise opening one closes the others. @default true */
  allowMultiple?: boolean;
  /** Heading level of the titles. @default 3 */
  headingLevel?: HeadingLevel;
  /** Look of the sections. @default 'card' */
  variant?: 'card' | 'plain';
}

/**
 * A stack of Collapsible sections (e.g. the levels of a school, each listing its articles).
 *
 * @example
 * <Accordion items={levels.map((l) => ({ id: String(l.level_id), title: l.name, content: <Articles level={l} /> }))} />
 */
export function Accordion({
  items,
  openIds,
  defaultOpenIds = [],
  onOpenChange,
  allowMultiple = true,
  headingLevel = 3,
  variant = 'card',
}: AccordionProps) {
  const [open, setOpen] = useControllableState<readonly string[]>(openIds, defaultOpenIds, (ids) =>
    onOpenChange?.([...ids]),
  );

  const toggle = (id: string, next: boolean) => {
    if (next) {
      setOpen(allowMultiple ? [...open, id] : [id]);
    } else {
      setOpen(open.filter((openId) => openId !== id));
    }
  };

  return (
    <AccordionRoot $card={variant === 'card'} data-ui="accordion-root">
      {items.map((item) => (
        <Collapsible
          key={item.id}
          title={item.title}
          adornment={item.adornment}
          open={open.includes(item.id)}
          onOpenChange={(next) => toggle(item.id, next)}
          headingLevel={headingLevel}
          variant={variant}
        >
          {item.content}
        </Collapsible>
      ))}
    </AccordionRoot>
  );
}
