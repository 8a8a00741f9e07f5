import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactPanel } from '../../src/sections/contact/contact-form';
import { ContactForm } from '../../src/sections/contact/contact-form';
import { EMPTY_DRAFT } from '../../streams/contact/contact-draft';
import { renderWithTheme } from '../render-with-theme';
import { createTestSite, renderWithSite } from '../site-harness';

describe('contact form', () => {
  it('shows the required-name error, linked to the field and focused, and sends nothing', async () => {
    const fetch = vi.fn(() => Promise.resolve({ ok: true, status: 200 }));
    renderWithSite(<ContactPanel />, createTestSite({ fetch }).site);
    await userEvent.type(screen.getByLabelText('Message'), 'Hello from St Mark’s');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/name/i);
    expect(name).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello from St Mark’s');
  });

  it('sends once the name is given', async () => {
    const fetch = vi.fn(() => Promise.resolve({ ok: true, status: 200 }));
    renderWithSite(<ContactPanel />, createTestSite({ fetch }).site);
    await userEvent.type(screen.getByLabelText(/Name/), 'Anonymous');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('has the fields of the spec: name placeholder, text, email and tel types, a 4-row message', () => {
    renderWithTheme(<ContactForm values={{ ...EMPTY_DRAFT }} errors={{}} sending={false} onChange={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('placeholder', expect.stringMatching(/Anonymous/));
    expect(screen.getByLabelText(/Name/)).toBeRequired();
    // Explicit, not the default: a checker (HTML_CodeSniffer) reads `autocomplete` against the declared type.
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Church')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Church')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
  });

  it('reads "Sending..." and is marked disabled while sending', () => {
    renderWithTheme(<ContactForm values={{ ...EMPTY_DRAFT }} errors={{}} sending onChange={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
  });
});
