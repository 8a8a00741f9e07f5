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
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.colour.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colour.secondary};
    color: ${({ theme }) => theme.colour.ink};
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.colour.secondaryHover}; }
  `,
  success: css`
    background: ${({ theme }) => theme.colour.success};
    color: ${({ theme }) => theme.colour.onPrimary};
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.colour.successHover}; }
  `,
  accent: css`
    background: ${({ theme }) => theme.colour.accent};
    color: ${({ theme }) => theme.colour.onAccent};
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.colour.accentHover}; }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not(:disabled):not([aria-disabled='true']) { background: rgba(127, 127, 127, 0.12); }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled):not([aria-disabled='true']) { background: rgba(127, 127, 127, 0.12); }
  `,
  link: css`
    background: transparent;
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    padding-inline: 0;
    &:hover:not(:disabled):not([aria-disabled='true']) { text-decoration-thickness: 2px; }
  `,
  hero: css`
    background: linear-gradient(135deg, ${({ theme }) => theme.colour.accent}, #f7d77e);
    color: ${({ theme }) => theme.colour.onAccent};
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.colour.accentHover}; }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`min-height: 2.75rem; padding: 0 1.25rem; font-size: 1rem;`,
  sm: css`min-height: 2.25rem; padding: 0 0.875rem; font-size: 0.9375rem;`,
  lg: css`min-height: 3.25rem; padding: 0 1.75rem; font-size: 1.125rem;`,
  xl: css`min-height: 3.75rem; padding: 0 2.25rem; font-size: 1.25rem;`,
  icon: css`width: 2.75rem; height: 2.75rem; padding: 0;`,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease, box-shadow 120ms ease;
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colour.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 6px ${({ theme }) => theme.colour.focusInk};
  }
  &:disabled, &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
    box-shadow: none;
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const StyledButton = styled.button<StyleProps>`${buttonStyles}`;
const StyledLink = styled.a<StyleProps>`${buttonStyles}`;

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
