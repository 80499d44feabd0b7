import styled from 'styled-components';

/**
 * The app bar's search box, on the primary colour (`bar`) or in the mobile
 * drawer: the host's stand-in and the search that replaces it look the same.
 * In the shell's first load, so its CSS is written tight.
 */
export const SearchInput = styled.input<{ $placement: 'bar' | 'drawer' }>`
box-sizing:border-box;height:40px;padding:0 14px;border-radius:20px;font:inherit;
${({ $placement, theme: { colors } }) => ($placement === 'bar'
    ? `width:clamp(180px,24vw,320px);border:0;background:${colors.primaryRaised};color:${colors.onPrimary};&::placeholder{color:inherit;opacity:1}&:focus{background:${colors.surface};color:${colors.text}}&:focus::placeholder{color:${colors.muted}}`
    : `width:100%;border:1px solid ${colors.controlBorder};background:${colors.surface};color:${colors.text};&::placeholder{color:${colors.muted};opacity:1}`)}`;
