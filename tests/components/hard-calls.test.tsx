import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { DemoControl } from '../../src/sections/hero/demo-control';
import { LiveDemo } from '../../src/sections/hero/demo-control';
import { theme } from '../../src/shared/theme';
import { renderWithTheme } from '../render-with-theme';
import { demoProps, uncountedProps } from './demo-control-props';
import { createTestSite, renderWithSite } from '../site-harness';

// Hard calls to try: "Try a call about" before a call, "Try saying" in it.

const phoneNumber = '+61491570006';
const TOPICS = ['A hospital visit', 'A hall for a wedding', 'A giving receipt', 'Not safe at home'];
const OPENINGS = ['My mum is in hospital', 'Can we book the hall for a wedding?', 'I need a receipt for my giving', "I'm not safe at home"];

/** The client messages sent as JSON, the visitor's typed words among them. */
const typedWords = (sent: readonly string[]): unknown[] =>
  sent
    .filter((data) => data.startsWith('{'))
    .map((data) => JSON.parse(data) as { type: string; message?: { content?: string } })
    .filter((message) => message.type === 'add-message')
    .map((message) => message.message?.content);

describe('"Try a call about" before a call', () => {
  it('a labelled group of the four hard calls, each described by the words it opens with; a press (or Enter) tries that call', async () => {
    const tryCall = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('idle', 3)} phoneNumber={phoneNumber} actions={{ tryCall }} />);
    const group = screen.getByRole('group', { name: 'Try a call about' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(TOPICS);
    buttons.forEach((button, index) =>
      expect(button).toHaveAccessibleDescription(
        `Starts a typed call that opens with “${OPENINGS[index]}”, using one of today's demo calls.`,
      ),
    );
    await userEvent.click(buttons[0]!);
    buttons[3]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(tryCall.mock.calls).toEqual([[OPENINGS[0]], [OPENINGS[3]]]);
  });

  it('not before the visitor’s count is known, nor with no call left, nor while the sound check is open', () => {
    const tryCall = vi.fn();
    const { rerender } = renderWithTheme(<DemoControl {...uncountedProps} phoneNumber={phoneNumber} actions={{ tryCall }} />);
    expect(screen.queryByRole('group', { name: 'Try a call about' })).toBeNull();
    for (const props of [demoProps('idle', 0), demoProps('idle', 3, { unavailable: true, canStart: false })]) {
      rerender(
        <ThemeProvider theme={theme}>
          <DemoControl {...props} phoneNumber={phoneNumber} actions={{ tryCall }} />
        </ThemeProvider>,
      );
      expect(screen.queryByRole('group', { name: 'Try a call about' })).toBeNull();
    }
    rerender(
      <ThemeProvider theme={theme}>
        <DemoControl {...demoProps('idle', 3)} phoneNumber={phoneNumber} actions={{ tryCall }} soundCheckOpen />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Try a call about' })).toBeNull();
  });

  it('while the call connects: still there and focusable, but a press does nothing', async () => {
    const tryCall = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('connecting', 2)} phoneNumber={phoneNumber} actions={{ tryCall }} />);
    const button = within(screen.getByRole('group', { name: 'Try a call about' })).getByRole('button', { name: TOPICS[1] });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(tryCall).not.toHaveBeenCalled();
  });
});

describe('hard calls on the site’s streams', () => {
  it('a topic starts a typed call (one attempt, no microphone) that sends its words once connected, as the visitor’s turn', async () => {
    const test = createTestSite();
    renderWithSite(<LiveDemo phoneNumber={phoneNumber} />, test.site);
    await userEvent.click(screen.getByRole('button', { name: 'A hospital visit' }));
    await act(() => test.harness.clock.advance(900));
    expect(screen.getByRole('status')).toHaveTextContent('Connected - AI is listening');
    expect(test.harness.factory.createOptions.map((options) => options.startAudioOff)).toEqual([true]);
    expect(screen.getByTestId('attempts-remaining')).toHaveTextContent('2 of 3 demo calls left today');
    expect(typedWords(test.harness.call().sentMessages)).toEqual([OPENINGS[0]]);
    const visitor = screen.getAllByTestId('caption-turn').filter((line) => line.dataset.role === 'user');
    expect(visitor.map((line) => line.textContent)).toEqual([`You${OPENINGS[0]}`]);
    // Before a call only: in it, the words themselves.
    expect(screen.queryByRole('group', { name: 'Try a call about' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Type to the assistant' })).toHaveFocus();
  });

  it('in a call, "Try saying" sends each hard call’s words as typed, in a voice call too', async () => {
    const test = createTestSite();
    renderWithSite(<LiveDemo phoneNumber={phoneNumber} />, test.site);
    await userEvent.click(screen.getByRole('button', { name: 'Start Demo Call' }));
    await act(() => test.harness.clock.advance(900));
    const group = screen.getByRole('group', { name: 'Try saying' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(OPENINGS);
    await userEvent.click(within(group).getByRole('button', { name: OPENINGS[3] }));
    await userEvent.click(within(group).getByRole('button', { name: OPENINGS[2] }));
    expect(typedWords(test.harness.call().sentMessages)).toEqual([OPENINGS[3], OPENINGS[2]]);
  });
});
