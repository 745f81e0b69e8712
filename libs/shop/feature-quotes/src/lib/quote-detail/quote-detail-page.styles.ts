import styled from 'styled-components';
import { stackedList } from '@kk/ui-kit';

/** The quote's articles. */
export const ArticleList = styled.ul`
  ${stackedList(2)}
`;
