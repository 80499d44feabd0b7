import styled from 'styled-components';

/** Where the box sits: on the app bar's primary colour, or in the mobile drawer. */
export type SearchPlacement = 'bar' | 'drawer';

/** The API takes up to 100 characters of search text. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The search box; the stand-in before the search code loads and the combobox
 * look the same. In the shell's first load, so its CSS is written tight.
 */
export const SearchInput = styled.input<{ $placement: SearchPlacement }>`
box-sizing:border-box;height:40px;padding:0 14px;border-radius:20px;font:inherit;
${({ $placement, theme: { colors } }) => ($placement === 'bar'
    ? `width:clamp(180px,24vw,320px);border:0;background:rgba(255,255,255,.18);color:inherit;&::placeholder{color:inherit;opacity:.8}&:focus{background:${colors.surface};color:${colors.text}}`
    : `width:100%;border:1px solid ${colors.border};background:${colors.surface};color:${colors.text}`)}`;
