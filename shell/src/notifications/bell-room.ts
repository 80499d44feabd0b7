import styled from 'styled-components';

/** The bell's room in the app bar, held while the bell loads (no layout shift). */
export const BellRoom = styled.span`display: inline-block; width: 40px; height: 40px;`;
