import { Fragment } from 'react';
import { safetyLineText } from '../content/safety-line';

const numbers = [safetyLineText.emergency, safetyLineText.lifelineNumber];
// 000 and 13 11 14 standing alone: not part of a phone number ("0400 000 000", "0400-000-000", with
// non-breaking spaces), an amount ("1,000", "$000") or a word or code ("000s", "room 000A").
const pattern = /(?<![\w$]|\d[\s,.-])(000|13 ?11 ?14)(?!\w|[\s,.-]\d)/gu;

/**
 * Text in which 000 and 13 11 14 are links that dial them: a caller at risk reads them in the
 * captions, the summary and the notepad, and a phone dials with one tap. `focusable` false where
 * the text is hidden from assistive technology (the captions, read out separately).
 */
export function SafetyNumbers({ text, focusable = true }: { text: string; focusable?: boolean }) {
  const parts = text.split(pattern);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const dialled = numbers.find((number) => number.tel === part.replace(/ /g, ''));
        return (
          <a key={index} href={`tel:${dialled?.tel ?? part}`} {...(focusable ? {} : { tabIndex: -1 })} data-safety-number="">
            {part}
          </a>
        );
      })}
    </>
  );
}
