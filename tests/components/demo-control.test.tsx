import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/shared/theme';
import { DemoControl, type DemoControlProps } from '../../src/sections/hero/demo-control';
import { renderWithTheme } from '../render-with-theme';
import { demoProps, uncountedProps } from './demo-control-props';

const phoneNumber = '+61491570006';

describe('DemoControl', () => {
  it('idle: shows the start label and the remaining attempts, and starts on press', async () => {
    const onStart = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('idle', 2)} phoneNumber={phoneNumber} actions={{ start: onStart }} />);
    const button = screen.getByRole('button', { name: 'Start Demo Call' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('attempts-remaining')).toHaveTextContent('2 of 3 demo calls left today');
    await userEvent.click(button);
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('connecting: reads "Connecting to AI..." and is disabled', () => {
    renderWithTheme(<DemoControl {...demoProps('connecting', 2)} phoneNumber={phoneNumber} />);
    const button = screen.getByRole('button', { name: 'Connecting to AI...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to AI...');
  });

  it('connected: says the AI is listening and offers End Call', async () => {
    const onEnd = vi.fn();
    renderWithTheme(
      <DemoControl {...demoProps('connected', 0)} phoneNumber={phoneNumber} actions={{ end: onEnd }}>
        <p>meter</p>
      </DemoControl>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Connected - AI is listening');
    const end = screen.getByRole('button', { name: 'End Call' });
    expect(end).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('meter')).toBeInTheDocument();
    await userEvent.click(end);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('connected with the assistant’s audio refused: one control, in the status region, plays it on press', async () => {
    const onHear = vi.fn();
    renderWithTheme(
      <DemoControl {...demoProps('connected', 2, { audioBlocked: true })} phoneNumber={phoneNumber} actions={{ hear: onHear }} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Connected - AI is listening');
    const hear = screen.getByRole('button', { name: 'Hear the assistant' });
    expect(status).toContainElement(hear);
    await userEvent.click(hear);
    expect(onHear).toHaveBeenCalledOnce();
  });

  it('offers no such control while the audio plays, nor outside a connected call', () => {
    const { rerender } = renderWithTheme(<DemoControl {...demoProps('connected', 2)} phoneNumber={phoneNumber} />);
    expect(screen.queryByRole('button', { name: 'Hear the assistant' })).toBeNull();
    for (const status of ['idle', 'connecting'] as const) {
      rerender(
        <ThemeProvider theme={theme}>
          <DemoControl {...demoProps(status, 2, { audioBlocked: true })} phoneNumber={phoneNumber} />
        </ThemeProvider>,
      );
      expect(screen.queryByRole('button', { name: 'Hear the assistant' })).toBeNull();
    }
  });

  it('no attempts left: the button is disabled, ignores presses, and the remaining-count text is hidden', async () => {
    const onStart = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('idle', 0)} phoneNumber={phoneNumber} actions={{ start: onStart }} />);
    const button = screen.getByRole('button', { name: 'Start Demo Call' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.queryByTestId('attempts-remaining')).toBeNull();
  });

  it('the limit-reached text never shows while connected, even when the call used the last attempt', () => {
    // Spelled out, not imported: the test must fail if the component shows this text while connected.
    const limitReached = /used today’s demo calls/;
    const { rerender } = renderWithTheme(<DemoControl {...demoProps('idle', 0)} phoneNumber={phoneNumber} />);
    expect(screen.getByText(limitReached)).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <DemoControl {...demoProps('connected', 0)} phoneNumber={phoneNumber} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Connected - AI is listening');
    expect(screen.queryByText(limitReached)).toBeNull();
    expect(screen.queryByTestId('attempts-remaining')).toBeNull();
  });

  it('preloads the call library on hover and on focus', async () => {
    const onPreload = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('idle', 3)} phoneNumber={phoneNumber} actions={{ preload: onPreload }} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Start Demo Call' }));
    await userEvent.tab();
    expect(onPreload).toHaveBeenCalledTimes(2);
  });

  it('always renders the tel link for mobile, labelled with the product', () => {
    renderWithTheme(<DemoControl {...demoProps('idle', 3)} phoneNumber={phoneNumber} />);
    // jsdom applies the styles of its 1024 px window, where the link is hidden (a desktop has no phone line to tap).
    const link = screen.getByRole('link', { name: 'Call Now to Try Vestry AI', hidden: true });
    expect(link).toHaveAttribute('href', 'tel:+61491570006');
    expect(link).not.toBeVisible();
  });
});

// The view is the one source of what a press may do: each view here says otherwise than its status
// and count would, so a control that worked it out for itself fails.
describe('DemoControl takes what a press may do from the demo’s view', () => {
  it('idle with calls left, but the view says no start: Start and "Start a typed call" take no press', async () => {
    const onStart = vi.fn();
    const onTypeInstead = vi.fn();
    renderWithTheme(
      <DemoControl
        {...demoProps('idle', 2, { canStart: false })}
        phoneNumber={phoneNumber}
        actions={{ start: onStart, startTyping: onTypeInstead }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Start Demo Call' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByTestId('type-instead')).toHaveStyle({ visibility: 'hidden' });
  });

  it('no calls left, but the view says start: Start takes the press', async () => {
    const onStart = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('idle', 0, { canStart: true })} phoneNumber={phoneNumber} actions={{ start: onStart }} />);
    const button = screen.getByRole('button', { name: 'Start Demo Call' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('connected, but the view says the call cannot be ended: End Call takes no press', async () => {
    const onEnd = vi.fn();
    renderWithTheme(<DemoControl {...demoProps('connected', 2, { canEnd: false })} phoneNumber={phoneNumber} actions={{ end: onEnd }} />);
    const button = screen.getByRole('button', { name: 'End Call' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onEnd).not.toHaveBeenCalled();
  });
});

describe('DemoControl after a call', () => {
  it('points to the call’s summary while idle, and not once a new call is under way or the microphone failed', () => {
    const themed = (props: Partial<DemoControlProps>) => (
      <ThemeProvider theme={theme}>
        <DemoControl {...demoProps('idle', 2)} phoneNumber={phoneNumber} summaryReady {...props} />
      </ThemeProvider>
    );
    const { rerender } = render(themed({}));
    expect(screen.getByTestId('call-ended-note')).toHaveTextContent('Call ended. Your summary is ready: see what the call captured.');
    expect(screen.getByRole('link', { name: 'see what the call captured' })).toHaveAttribute('href', '#call-summary');
    rerender(themed(demoProps('connecting', 1)));
    expect(screen.queryByTestId('call-ended-note')).toBeNull();
    rerender(themed(demoProps('idle', 2, { microphoneProblem: 'blocked' })));
    expect(screen.queryByTestId('call-ended-note')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

describe('DemoControl when the microphone could not be used', () => {
  it.each([
    ['blocked', 'Your microphone is blocked for this site', /address bar/],
    ['not-found', 'No microphone was found', /Plug in a headset/],
    ['in-use', 'Your microphone is busy', /Close that app/],
    ['constraints', 'Your microphone could not be used', /sound settings/],
    ['unknown', 'The microphone could not be started', /may use your microphone/],
  ] as const)('%s: says what happened and what to do, offers the demo line, and the button tries again', async (problem, title, todo) => {
    const onStart = vi.fn();
    renderWithTheme(
      <DemoControl {...demoProps('idle', 3, { microphoneProblem: problem })} phoneNumber={phoneNumber} actions={{ start: onStart }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(todo);
    expect(screen.getByRole('link', { name: '0491 570 006' })).toHaveAttribute('href', 'tel:+61491570006');
    await userEvent.click(screen.getByRole('button', { name: 'Start Demo Call' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('says nothing of the microphone once a new start is under way', () => {
    renderWithTheme(<DemoControl {...demoProps('connecting', 2, { microphoneProblem: 'blocked' })} phoneNumber={phoneNumber} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('once the day’s calls are used, the demo line is a tel: link', () => {
    renderWithTheme(<DemoControl {...demoProps('idle', 0)} phoneNumber={phoneNumber} />);
    expect(screen.getByText(/used today’s demo calls/)).toContainElement(screen.getByRole('link', { name: '0491 570 006' }));
    expect(screen.getByRole('link', { name: '0491 570 006' })).toHaveAttribute('href', 'tel:+61491570006');
  });

  it('before the stored count is known (the prerendered page): no count and no limit, and a press is taken', async () => {
    const onStart = vi.fn();
    renderWithTheme(<DemoControl {...uncountedProps} phoneNumber={phoneNumber} actions={{ start: onStart }} />);
    expect(screen.queryByTestId('attempts-remaining')).toBeNull();
    expect(screen.queryByText(/used today’s demo calls/)).toBeNull();
    expect(screen.getByTestId('attempts-pending')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Start Demo Call' }));
    expect(onStart).toHaveBeenCalledOnce();
  });
});
