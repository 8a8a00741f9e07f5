import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/ui/button';
import { buttonSizes, buttonVariants } from '../../src/components/ui/button-variants';
import { renderWithTheme } from '../render-with-theme';

describe('Button', () => {
  it('has the eight variants and five sizes of the spec', () => {
    expect([...buttonVariants]).toEqual(['default', 'secondary', 'success', 'accent', 'outline', 'ghost', 'link', 'hero']);
    expect([...buttonSizes]).toEqual(['default', 'sm', 'lg', 'xl', 'icon']);
  });

  for (const variant of buttonVariants) {
    for (const size of buttonSizes) {
      it(`renders variant ${variant} at size ${size} as a button with its own styles`, () => {
        renderWithTheme(
          <Button variant={variant} size={size}>
            {`${variant}-${size}`}
          </Button>,
        );
        const button = screen.getByRole('button', { name: `${variant}-${size}` });
        expect(button).toHaveAttribute('type', 'button');
        expect(button.className).not.toBe('');
      });
    }
  }

  it('gives each variant distinct styles', () => {
    renderWithTheme(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    const classNames = buttonVariants.map((variant) => screen.getByRole('button', { name: variant }).className);
    expect(new Set(classNames).size).toBe(buttonVariants.length);
  });

  it('renders as a link when given an href', () => {
    renderWithTheme(
      <Button href="#contact" variant="hero" size="xl">
        Get Started
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#contact');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
