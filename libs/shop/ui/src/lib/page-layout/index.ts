export { ActionBar, Hint, Section, SectionHeader } from './page-layout.styles';
export { FieldPair, listReset, stack, stackedList, type SpaceStep } from './stack';
