export { ArticleRow, type ArticleRowProps, type ArticleRowBaseProps, type ArticleRowStepperProps } from './article-row';
