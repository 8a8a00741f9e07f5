import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LiveDemo } from '../../src/sections/hero/demo-control';
import { createTestSite, renderWithSite } from '../site-harness';

describe('the hero when the browser will not play the assistant', () => {
  it('stays connected and offers one control; pressing it plays the audio and the control goes', async () => {
    const plays: string[] = [];
    const play = (): Promise<void> => {
      const refuse = plays.length === 0;
      plays.push(refuse ? 'refused' : 'played');
      return refuse
        ? Promise.reject(new DOMException('play() failed because the user didn’t interact with the document first.', 'NotAllowedError'))
        : Promise.resolve();
    };
    const { site, harness } = createTestSite({ harness: { play } });
    renderWithSite(<LiveDemo phoneNumber="+61491570006" />, site);
    await userEvent.click(screen.getByRole('button', { name: 'Start Demo Call' }));
    await act(() => harness.clock.advance(900));
    expect(screen.getByRole('status')).toHaveTextContent('Connected - AI is listening');
    const hear = screen.getByRole('button', { name: 'Hear the assistant' });
    expect(plays).toEqual(['refused']);
    expect(harness.call().sentMessages).not.toContain('playable');

    await userEvent.click(hear);
    await act(() => harness.clock.advance(0));
    expect(plays).toEqual(['refused', 'played']);
    expect(harness.call().sentMessages.filter((m) => m === 'playable')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Hear the assistant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'End Call' })).toBeInTheDocument();
  });
});
