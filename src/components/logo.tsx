import styled from 'styled-components';
import { PRODUCT_NAME } from '../content/site';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.5rem;
  font-weight: 600;
  letter-spacing: -0.01em;
  color: inherit;
  text-decoration: none;
`;

/** The Vestry AI mark: an arched church window holding a sound wave. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M8 44V20C8 11 15 4 24 4s16 7 16 16v24z" fill="#f1c24b" />
      <path d="M14 40V21c0-6 4.5-11 10-11s10 5 10 11v19z" fill="#0f1b3d" />
      <path
        d="M17 27v4M21 23v12M25 20v18M29 24v10M33 27v4"
        stroke="#f1c24b"
        strokeWidth="2.5"
        strokeLinecap="round"
        transform="translate(-1 0)"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Mark>
      <LogoMark />
      {PRODUCT_NAME}
    </Mark>
  );
}
