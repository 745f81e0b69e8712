export { Collapsible, type CollapsibleProps } from './collapsible';
export { Accordion, type AccordionProps, type AccordionItem } from './accordion';
