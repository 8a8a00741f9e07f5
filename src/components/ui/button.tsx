import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

import type { ButtonSize, ButtonVariant } from './button-variants';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${({ theme }) => theme.colour.primary};
    color: ${({ theme }) => theme.colour.onPrimary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colour.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colour.secondary};
    color: ${({ theme }) => theme.colour.ink};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colour.secondaryHover};
    }
  `,
  success: css`
    background: ${({ theme }) => theme.colour.success};
    color: ${({ theme }) => theme.colour.onPrimary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colour.successHover};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colour.accent};
    color: ${({ theme }) => theme.colour.onAccent};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colour.accentHover};
    }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: rgba(127, 127, 127, 0.12);
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: rgba(127, 127, 127, 0.12);
    }
  `,
  link: css`
    background: transparent;
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    padding-inline: 0;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration-thickness: 2px;
    }
  `,
  hero: css`
    /* Solid under the label (a checker computes its contrast); the light top is a shadow. */
    background: ${({ theme }) => theme.colour.accent};
    color: ${({ theme }) => theme.colour.onAccent};
    box-shadow:
      0 1px 0 rgba(255, 255, 255, 0.45) inset,
      0 1.5rem 1.25rem -1rem rgba(255, 255, 255, 0.16) inset,
      0 10px 28px rgba(241, 194, 75, 0.28);
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colour.accentHover};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`
    min-height: 2.75rem;
    padding: 0 1.25rem;
    font-size: 1rem;
  `,
  sm: css`
    min-height: 2.5rem;
    padding: 0 0.875rem;
    font-size: 0.9375rem;
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 1.5rem;
    font-size: 1.0625rem;
  `,
  xl: css`
    min-height: 3.5rem;
    padding: 0 1.75rem;
    font-size: 1.125rem;
  `,
  icon: css`
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
  `,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: 650;
  letter-spacing: -0.005em;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    box-shadow 120ms ease;
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  /* Two rings from the surface's --focus-inner/--focus-outer: 3:1 against control and surface. */
  &:focus-visible {
    outline: 3px solid var(--focus-outer);
    outline-offset: 2px;
    box-shadow: 0 0 0 2px var(--focus-inner);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* Unavailable, not busy: no glow and no colour, so it does not read as the thing to press. */
  &:disabled:not([aria-busy='true']),
  &[aria-disabled='true']:not([aria-busy='true']) {
    box-shadow: none;
    filter: grayscale(1);
  }
  /* Busy is not unavailable: full colour, a progress cursor and a spinner inside. */
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled.a<StyleProps>`
  ${buttonStyles}
`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
export type ButtonAsLinkProps = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** One button for every call to action; given an href it renders a real link. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant = 'default', size = 'default', ...rest } = props;
    return <StyledLink $variant={variant} $size={size} {...rest} />;
  }
  const { variant = 'default', size = 'default', type = 'button', ...rest } = props;
  return <StyledButton $variant={variant} $size={size} type={type} {...rest} />;
}
