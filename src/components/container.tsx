import styled, { css } from 'styled-components';

/** The page's content column: every section, the header and the footer line up on it. */
export const contentColumn = css`
  width: 100%;
  max-width: calc(${({ theme }) => theme.width.content} + 2 * ${({ theme }) => theme.width.gutter});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.width.gutter};
`;

export const Container = styled.div`
  ${contentColumn}
`;

/** On navy surfaces the focus ring turns white outside, navy inside, so it shows on gold and navy. */
export const focusOnDark = css`
  --focus-inner: ${({ theme }) => theme.colour.night};
  --focus-outer: ${({ theme }) => theme.colour.onNight};
`;
