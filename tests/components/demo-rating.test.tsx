import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { HeroCallCard } from '../../src/sections/hero/hero-call-card';
import { renderConnected } from '../site-harness';

// The question under a call's summary, over the site's own streams in virtual time. Its card and
// its streams are chunks of their own, loaded with the first summary.

beforeAll(() =>
  Promise.all([
    import('../../src/sections/hero/call-cards/call-cards'),
    import('../../src/sections/hero/call-cards/after-call'),
    import('../../streams/feedback/rating-streams'),
  ]),
);

async function endedCall() {
  const { harness } = await renderConnected(<HeroCallCard />);
  await act(() => harness.clock.advance(5000));
  act(() => harness.client.stop());
  await act(() => harness.clock.advance(1000));
  // The rating's chunks resolve (already loaded above) and its streams start.
  await act(() => new Promise((done) => setTimeout(done, 20)));
  return harness;
}

describe('how was this demo?', () => {
  it('is one named group of five named stars, chosen with the arrow keys, then offers the comment', async () => {
    await endedCall();
    const group = screen.getByRole('group', { name: 'How was this demo?' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(Array(5).fill('demo-rating'));
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
    expect(group).toContainElement(screen.getByRole('button', { name: 'No thanks' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
    const comment = screen.getByRole('textbox', { name: 'Your comment (optional)' });
    expect(comment).toHaveAttribute('maxlength', '500');
    expect(comment).toHaveAccessibleDescription('It goes to our team only when you press Send. 0 of 500 characters');
  });

  it('no thanks: the question goes, and the summary keeps the focus', async () => {
    await endedCall();
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('group', { name: 'How was this demo?' })).toBeNull();
    expect(screen.getByTestId('call-summary')).toHaveFocus();
  });
});
