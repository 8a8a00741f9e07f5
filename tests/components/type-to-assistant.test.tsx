import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { DemoControl } from '../../src/sections/hero/demo-control';
import { LiveDemo } from '../../src/sections/hero/demo-control';
import { theme } from '../../src/shared/theme';
import { renderWithTheme } from '../render-with-theme';
import { demoProps } from './demo-control-props';
import { createTestSite, renderWithSite } from '../site-harness';

const phoneNumber = '+61491570006';

/** The client messages sent as JSON ("playable" is a plain string the client sends on its own). */
const sentJson = (sent: readonly string[]): unknown[] =>
  sent.filter((data) => data.startsWith('{')).map((data) => JSON.parse(data) as unknown);

describe('"Start a typed call" beside Start Demo Call', () => {
  it('idle: a button named "Start a typed call", described for screen readers, that starts a typed call', async () => {
    const onTypeInstead = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('idle', 3)} phoneNumber={phoneNumber} actions={{ startTyping: onTypeInstead }} />);
    const button = screen.getByRole('button', { name: 'Start a typed call' });
    expect(button).toHaveAccessibleDescription('Start the demo call without your microphone, and type to the assistant.');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onTypeInstead).toHaveBeenCalledOnce();
  });

  it('connecting: stays in place and focusable but does nothing; connected or with no calls left: hidden, its place kept', async () => {
    const onTypeInstead = vi.fn();
    const { rerender } = renderWithTheme(
      <DemoControl {...demoProps('connecting', 2)} phoneNumber={phoneNumber} actions={{ startTyping: onTypeInstead }} />,
    );
    const button = screen.getByRole('button', { name: 'Start a typed call' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onTypeInstead).not.toHaveBeenCalled();
    for (const [status, attemptsLeft] of [
      ['connected', 2],
      ['idle', 0],
    ] as const) {
      rerender(
        <ThemeProvider theme={theme}>
          <DemoControl {...demoProps(status, attemptsLeft)} phoneNumber={phoneNumber} actions={{ startTyping: onTypeInstead }} />
        </ThemeProvider>,
      );
      expect(screen.queryByRole('button', { name: 'Start a typed call' })).toBeNull();
      expect(screen.getByTestId('type-instead')).toHaveStyle({ visibility: 'hidden' });
    }
  });

  it('the microphone note offers it too, unless today’s calls are used', async () => {
    const onTypeInstead = vi.fn();
    const { rerender } = renderWithTheme(
      <DemoControl
        {...demoProps('idle', 3, { microphoneProblem: 'blocked' })}
        phoneNumber={phoneNumber}
        actions={{ startTyping: onTypeInstead }}
      />,
    );
    const note = screen.getByTestId('microphone-problem');
    await userEvent.click(within(note).getByRole('button', { name: 'Start a typed call' }));
    expect(onTypeInstead).toHaveBeenCalledOnce();
    rerender(
      <ThemeProvider theme={theme}>
        <DemoControl
          {...demoProps('idle', 0, { microphoneProblem: 'blocked' })}
          phoneNumber={phoneNumber}
          actions={{ startTyping: onTypeInstead }}
        />
      </ThemeProvider>,
    );
    expect(within(screen.getByTestId('microphone-problem')).queryByRole('button')).toBeNull();
  });
});

describe('typing to the assistant in the call panel', () => {
  async function typedCall() {
    const test = createTestSite();
    renderWithSite(<LiveDemo phoneNumber={phoneNumber} />, test.site);
    await userEvent.click(screen.getByRole('button', { name: 'Start a typed call' }));
    await act(() => test.harness.clock.advance(900));
    return test;
  }

  it('a typed call connects with the labelled field focused; Enter sends the words as the visitor’s turn and clears the field', async () => {
    const { harness } = await typedCall();
    expect(screen.getByRole('status')).toHaveTextContent('Connected - AI is listening');
    const field = screen.getByRole('textbox', { name: 'Type to the assistant' });
    expect(field).toHaveFocus();
    await userEvent.keyboard('My mother is in hospital{Enter}');
    expect(sentJson(harness.call().sentMessages)).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'My mother is in hospital' }, triggerResponseEnabled: true },
    ]);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    const visitor = screen.getAllByTestId('caption-turn').filter((line) => line.dataset.role === 'user');
    expect(visitor.map((line) => line.textContent)).toEqual(['YouMy mother is in hospital']);
  });

  it('the Send button sends too; blank words send nothing', async () => {
    const { harness } = await typedCall();
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await userEvent.type(screen.getByRole('textbox', { name: 'Type to the assistant' }), '   ');
    await userEvent.click(send);
    expect(sentJson(harness.call().sentMessages)).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Type to the assistant' }), 'A wedding');
    await userEvent.click(send);
    expect(sentJson(harness.call().sentMessages)).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'A wedding' }, triggerResponseEnabled: true },
    ]);
  });

  it('a voice call offers the field as well, without taking the focus from End Call', async () => {
    const test = createTestSite();
    renderWithSite(<LiveDemo phoneNumber={phoneNumber} />, test.site);
    await userEvent.click(screen.getByRole('button', { name: 'Start Demo Call' }));
    await act(() => test.harness.clock.advance(900));
    expect(screen.getByRole('textbox', { name: 'Type to the assistant' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'End Call' })).toHaveFocus();
    expect(test.harness.factory.createOptions.map((options) => options.startAudioOff)).toEqual([undefined]);
  });
});
