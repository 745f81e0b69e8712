export {
  SectionCard,
  SectionHead,
  SectionTitle,
  SectionNote,
  RowList,
  Row,
  RowBody,
  RowTitle,
  RowMeta,
  StackList,
} from './section.styles';
export { QuerySection, type QuerySectionProps } from './query-section';
