import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PhoneMenu } from '../../src/sections/hero/phone-menu';
import { renderWithTheme } from '../render-with-theme';

// In a real browser at a phone's width, where the menu shows: focus moves only to what is rendered.
beforeAll(() => page.viewport(375, 800));
afterEach(() => cleanup());

describe('PhoneMenu', () => {
  it('is a disclosure: opening moves focus to the first link, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PhoneMenu />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Features' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Features' })).toHaveFocus();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#features', '#pricing', '#faq', '#contact']);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
