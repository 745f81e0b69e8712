export { ActionBar, Hint, Section, SectionHeader } from './page-layout.styles';
export { FieldPair } from './stack';
export { centred, detailList, spreadRow } from './mixins';
