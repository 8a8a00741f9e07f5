import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedWords } from '../../src/components/linked-words';
import { WordLinks } from '../../src/shared/word-links';
import { renderWithTheme } from '../render-with-theme';

const links = () => screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('LinkedWords: 000 and 13 11 14', () => {
  it('makes 000 and 13 11 14 links that dial them, and keeps the text as it was', () => {
    const text = 'If you or anyone else is in danger right now, please call 000. Lifeline is there any time, day or night, on 13 11 14.';
    const { container } = renderWithTheme(<LinkedWords text={text} />);
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
    const { container } = renderWithTheme(<LinkedWords text={text} />);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([]);
  });

  it('links them at the end of a sentence, in brackets and after a comma', () => {
    renderWithTheme(<LinkedWords text="Call 000, or Lifeline (13 11 14). Or 000." />);
    expect(links()).toEqual([
      ['000', 'tel:000'],
      ['13 11 14', 'tel:131114'],
      ['000', 'tel:000'],
    ]);
  });

  it('out of the keyboard order where the text is hidden from assistive technology', () => {
    renderWithTheme(<LinkedWords text="Call 000 now" focusable={false} />);
    expect(screen.getByRole('link', { name: '000' })).toHaveAttribute('tabindex', '-1');
  });
});

const CHURCH = { phone: '+61491570006', origin: 'https://vestry.example/' };

function renderLinked(text: string, targets = CHURCH) {
  return renderWithTheme(
    <WordLinks.Provider value={targets}>
      <LinkedWords text={text} />
    </WordLinks.Provider>,
  );
}

describe('LinkedWords: the church’s number and the site’s own addresses', () => {
  it.each([
    ['Call the office on 0491 570 006.', '0491 570 006'],
    ['Call the office on 0491570006, any time', '0491570006'],
    ['Call the office on +61 491 570 006', '+61 491 570 006'],
    ['Or (04) 9157 0006 from overseas', '(04) 9157 0006'],
    ['The line is 0491-570-006', '0491-570-006'],
  ])('"%s": the church’s number dials it', (text, number) => {
    const { container } = renderLinked(text);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([[number, 'tel:+61491570006']]);
  });

  it.each([
    ['See https://vestry.example/privacy.', 'https://vestry.example/privacy', 'https://vestry.example/privacy'],
    ['See vestry.example/privacy, then call', 'vestry.example/privacy', 'https://vestry.example/privacy'],
    ['Go to vestry.example.', 'vestry.example', 'https://vestry.example/'],
    ['(https://vestry.example/#contact)', 'https://vestry.example/#contact', 'https://vestry.example/#contact'],
  ])('"%s": an address of the site is a link to it', (text, shown, href) => {
    const { container } = renderLinked(text);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([[shown, href]]);
  });

  it.each([
    'My number is 0400 000 000',
    'Another church: 0491 570 007',
    'Call 0491 570 0060',
    'See https://evil.example/vestry.example',
    'See vestry.example.evil.example/login',
    'See https://vestry.example@evil.example/',
    'See evil.example/vestry.example',
    'See http://vestry.example/privacy',
    'See https://vestry.example:8443/',
    'See https://vestry.example//evil.example/x',
    'See sub.vestry.example/x',
    'Mail office@vestry.example',
    'See évestry.example/x',
    'See vestry.example\u200b.evil.example/x',
    'See x\u200bvestry.example/x',
  ])('leaves "%s" alone: no other number and no other site becomes a link', (text) => {
    const { container } = renderLinked(text);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([]);
  });

  it('an address of the site keeps to a page’s characters: a query, and another site in it, stay text', () => {
    const text = 'See vestry.example/?next=https://evil.example';
    const { container } = renderLinked(text);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([['vestry.example/', 'https://vestry.example/']]);
  });

  it('a page of the site opens in a new tab, so the call goes on; a number dials in place', () => {
    renderLinked('Call 0491 570 006 or see vestry.example/privacy');
    expect(screen.getByRole('link', { name: 'vestry.example/privacy' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'vestry.example/privacy' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: '0491 570 006' })).not.toHaveAttribute('target');
  });

  it('all in one: 000 and 13 11 14, the church’s number and the site, each once, and the text as it was', () => {
    const text = 'Call 000 or Lifeline on 13 11 14, then the office on 0491 570 006 or see vestry.example/privacy.';
    const { container } = renderLinked(text);
    expect(container.textContent).toBe(text);
    expect(links()).toEqual([
      ['000', 'tel:000'],
      ['13 11 14', 'tel:131114'],
      ['0491 570 006', 'tel:+61491570006'],
      ['vestry.example/privacy', 'https://vestry.example/privacy'],
    ]);
  });

  it('without the page’s targets (the privacy page), only 000 and 13 11 14', () => {
    renderWithTheme(<LinkedWords text="Call 000 or 0491 570 006, or see https://vestry.example/" />);
    expect(links()).toEqual([['000', 'tel:000']]);
  });
});
