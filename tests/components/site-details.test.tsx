import { act, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/shared/theme';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../src/content/phone';
import { MessageText } from '../../src/components/ui/message-text';
import { ContactForm } from '../../src/sections/contact/contact-form';
import { EMPTY_DRAFT } from '../../streams/contact/contact-draft';
import { renderWithTheme } from '../render-with-theme';

describe('formatPhoneNumber', () => {
  it.each([
    ['+61491570006', '0491 570 006'],
    ['+61290000000', '(02) 9000 0000'],
    ['+61 3 9000 0000', '(03) 9000 0000'],
    ['+6413000', '+6413000'],
    ['not a number', 'not a number'],
  ])('%s reads %s', (e164, written) => {
    expect(formatPhoneNumber(e164)).toBe(written);
  });
});

describe('MessageText', () => {
  it('turns each email address into a mailto: link and keeps the rest as text', () => {
    renderWithTheme(
      <p data-testid="m">
        <MessageText text="Please try again or contact us directly at hello@vestry.example" />
      </p>,
    );
    expect(screen.getByTestId('m')).toHaveTextContent('Please try again or contact us directly at hello@vestry.example');
    expect(screen.getByRole('link', { name: 'hello@vestry.example' })).toHaveAttribute('href', 'mailto:hello@vestry.example');
  });

  it('has no link when there is no address', () => {
    renderWithTheme(
      <p>
        <MessageText text="Failed to start the call. Please try again." />
      </p>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ContactForm result', () => {
  it('shows the last result in a status region, with the address as a link', () => {
    const props = { values: { ...EMPTY_DRAFT }, errors: {}, sending: false, onChange: () => undefined, onSubmit: () => undefined };
    const { rerender } = renderWithTheme(<ContactForm {...props} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const failure = {
      title: 'Failed to send message',
      description: 'Please try again or contact us directly at a@b.org',
      variant: 'destructive',
    } as const;
    act(() =>
      rerender(
        <ThemeProvider theme={theme}>
          <ContactForm {...props} result={failure} />
        </ThemeProvider>,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Failed to send message Please try again or contact us directly at a@b.org');
    expect(screen.getByRole('link', { name: 'a@b.org' })).toHaveAttribute('href', 'mailto:a@b.org');
    const sent = { title: "Message sent successfully! We'll get back to you within 24 hours", variant: 'default' } as const;
    act(() =>
      rerender(
        <ThemeProvider theme={theme}>
          <ContactForm {...props} result={sent} />
        </ThemeProvider>,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent("Message sent successfully! We'll get back to you within 24 hours");
    expect(screen.queryByText(/Failed/)).toBeNull();
  });
});
