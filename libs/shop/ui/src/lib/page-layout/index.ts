export { ActionBar, Hint, Section, SectionHeader } from './page-layout.styles';
export { FieldPair } from './stack';
