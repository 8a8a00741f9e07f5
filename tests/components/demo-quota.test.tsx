import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoControl } from '../../src/sections/hero/demo-control';
import { toDemoView } from '../../streams/demo/demo-machine';
import type { DemoState } from '../../streams/demo/demo-state';
import { demoState } from '../demo/demo-call-fakes';
import { renderWithTheme } from '../render-with-theme';

// The hero in a build with a demo-call endpoint: a start refused for a limit, and the slot
// Turnstile's challenge shows in while connecting.

const phoneNumber = '+61255501234';

/** The control's props: the demo's own view of this state. */
function propsOf(state: DemoState) {
  return { view: toDemoView(state, 3) };
}

describe('DemoControl, today’s demo calls used', () => {
  it('the visitor’s: says so in the call space with the demo line, Start not offered, the count’s line empty', () => {
    renderWithTheme(
      <DemoControl
        {...propsOf(demoState({ status: 'idle', attemptsUsed: 0, quota: 'visitor', remainingToday: 0 }))}
        phoneNumber={phoneNumber}
      />,
    );
    const note = screen.getByRole('alert');
    expect(note).toHaveAttribute('data-testid', 'demo-quota');
    expect(note).toHaveTextContent('You have used today’s demo calls. Please come back tomorrow, or call us on (02) 5550 1234.');
    expect(within(note).getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute('href', `tel:${phoneNumber}`);
    expect(screen.getByRole('button', { name: 'Start Demo Call' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('attempts-pending')).toBeEmptyDOMElement();
  });

  it('the site’s: today’s calls are all taken; the demo line and the contact form instead', () => {
    renderWithTheme(<DemoControl {...propsOf(demoState({ status: 'idle', attemptsUsed: 1, quota: 'site' }))} phoneNumber={phoneNumber} />);
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent(
      'Today’s demo calls are all taken, so please come back tomorrow.Call the demo line instead: (02) 5550 1234, or write to our team.',
    );
    expect(within(note).getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute('href', `tel:${phoneNumber}`);
    expect(within(note).getByRole('link', { name: 'or write to our team' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('button', { name: 'Start Demo Call' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('the connection’s minute: says so, and that Start comes back by itself; Start not offered meanwhile', () => {
    renderWithTheme(
      <DemoControl
        {...propsOf(demoState({ status: 'idle', attemptsUsed: 1, quota: 'rate', remainingToday: 2 }))}
        phoneNumber={phoneNumber}
      />,
    );
    const note = screen.getByRole('alert');
    expect(note).toHaveAttribute('data-scope', 'rate');
    expect(note).toHaveTextContent(
      'Too many demo calls were asked for from your internet connection in the last minute. Start Demo Call comes back by itself in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Start Demo Call' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('no refusal: the count the endpoint gave, and no note', () => {
    renderWithTheme(
      <DemoControl {...propsOf(demoState({ status: 'idle', attemptsUsed: 0, remainingToday: 1 }))} phoneNumber={phoneNumber} />,
    );
    expect(screen.getByTestId('attempts-remaining')).toHaveTextContent('1 of 3 demo calls left today');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DemoControl, the challenge’s slot', () => {
  it('is in the call space while connecting, named, and only in a build with the endpoint', () => {
    const connecting = propsOf(demoState({ status: 'connecting', attemptsUsed: 1 }));
    const { unmount } = renderWithTheme(<DemoControl {...connecting} challenge phoneNumber={phoneNumber} />);
    const slot = screen.getByRole('group', { name: 'A quick check before the call connects' });
    expect(slot).toHaveAttribute('id', 'demo-challenge');
    expect(screen.getByTestId('call-stage')).toContainElement(slot);
    unmount();
    renderWithTheme(<DemoControl {...connecting} phoneNumber={phoneNumber} />);
    expect(screen.queryByRole('group', { name: 'A quick check before the call connects' })).toBeNull();
  });

  it('is gone once the call is idle again', () => {
    renderWithTheme(<DemoControl {...propsOf(demoState({ status: 'idle', attemptsUsed: 1 }))} challenge phoneNumber={phoneNumber} />);
    expect(document.getElementById('demo-challenge')).toBeNull();
  });
});
