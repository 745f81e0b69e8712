export {
  ActionBar,
  ErrorBox,
  Hint,
  InfoBox,
  LoadingStack,
  PageRoot,
  Section,
  SectionHeader,
} from './page-layout.styles';
