import styled from 'styled-components';

export const SearchForm = styled.form`
  inline-size: 100%;

  input[type='search']::-webkit-search-cancel-button,
  input[type='search']::-webkit-search-decoration {
    /* The kit draws its own clear button, with a translated name. */
    appearance: none;
  }
`;
