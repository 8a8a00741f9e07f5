import { css } from 'styled-components';

/** The page's content column: every section, the header and the footer line up on it. */
export const contentColumn = css`
  width: 100%;
  max-width: calc(${({ theme }) => theme.width.content} + 2 * ${({ theme }) => theme.width.gutter});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.width.gutter};
`;

/** On navy surfaces the focus ring turns white outside, navy inside, so it shows on gold and navy. */
export const focusOnDark = css`
  --focus-inner: ${({ theme }) => theme.colour.night};
  --focus-outer: ${({ theme }) => theme.colour.onNight};
`;

/** A small soft-blue disc with its content centred: the FAQ's +/− and the pricing steps' numbers. */
export const softDisc = css`
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colour.primarySoft};
  color: ${({ theme }) => theme.colour.primary};
`;
