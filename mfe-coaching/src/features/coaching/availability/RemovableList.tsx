import styled from 'styled-components';

/** A list of saved entries, each with its remove button at the end of its line. */
export const RemovableList = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding-block: 6px;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
