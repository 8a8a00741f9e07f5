import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafetyNumbers } from '../../src/components/safety-numbers';
import { renderWithTheme } from '../render-with-theme';

const links = () => screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('SafetyNumbers', () => {
  it('makes 000 and 13 11 14 links that dial them, and keeps the text as it was', () => {
    const text = 'If you or anyone else is in danger right now, please call 000. Lifeline is there any time, day or night, on 13 11 14.';
    const { container } = renderWithTheme(<SafetyNumbers text={text} />);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([
      ['000', 'tel:000'],
      ['13 11 14', 'tel:131114'],
    ]);
  });

  it.each([
    'My number is 0400 000 000',
    'My number is 0400-000-000',
    'Call me on 0412-000-123',
    'My number is 0400\u00a0000\u00a0000',
    'Our office is 1300-000-000',
    'We raised $1,000 for the roof',
    'It cost $000 in the end',
    'In the 000s',
    'Meet in room 000A',
    'Call 1000 or 2000',
    'Room 13 11 145',
    'No numbers here',
    '',
  ])('leaves "%s" alone', (text) => {
    const { container } = renderWithTheme(<SafetyNumbers text={text} />);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([]);
  });

  it('links them at the end of a sentence, in brackets and after a comma', () => {
    renderWithTheme(<SafetyNumbers text="Call 000, or Lifeline (13 11 14). Or 000." />);
    expect(links()).toEqual([
      ['000', 'tel:000'],
      ['13 11 14', 'tel:131114'],
      ['000', 'tel:000'],
    ]);
  });

  it('out of the keyboard order where the text is hidden from assistive technology', () => {
    renderWithTheme(<SafetyNumbers text="Call 000 now" focusable={false} />);
    expect(screen.getByRole('link', { name: '000' })).toHaveAttribute('tabindex', '-1');
  });
});
