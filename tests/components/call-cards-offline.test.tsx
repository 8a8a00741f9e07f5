import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallExtras } from '../../src/sections/hero/call-extras';
import { HeroCallCard } from '../../src/sections/hero/hero-call-card';
import { renderConnected } from '../site-harness';

// The call's cards are a chunk loaded with the first call; a visitor whose network drops then
// keeps the example card, not a blank page.
vi.mock('../../src/sections/hero/call-cards/call-cards', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));

describe('the call’s cards when their chunk cannot load', () => {
  it('keep the example card in place and the page standing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { harness } = await renderConnected(<HeroCallCard />);
    await act(() => harness.clock.advance(3000));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByTestId('example-card')).toBeVisible();
    expect(screen.getByTestId('example-card')).not.toHaveAttribute('aria-hidden');
    expect(screen.queryByTestId('call-notepad')).toBeNull();
    expect(logged).toHaveBeenCalledWith('The call cards could not load:', expect.any(Error));
  });

  it('leave the assistant’s state in words, and told, without its mark', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { harness } = await renderConnected(<CallExtras />);
    await act(() => harness.clock.advance(1500));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByTestId('assistant-state')).toHaveTextContent('Speaking');
    expect(screen.getByTestId('assistant-state-announced')).toHaveTextContent('Speaking');
    expect(screen.queryByTestId('assistant-state-mark')).toBeNull();
    expect(logged).toHaveBeenCalledWith("The assistant's state could not load:", expect.any(Error));
  });

  it('leave the captions in their place, without the sound controls', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { harness } = await renderConnected(<CallExtras />);
    await act(() => harness.clock.advance(1500));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByTestId('captions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sound' })).toBeNull();
  });
});
