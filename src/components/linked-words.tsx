import { Fragment, useContext } from 'react';
import { WordLinks, linkParts } from '../shared/word-links';

/**
 * The words of a call with their links (word-links.ts): 000 and 13 11 14, which a caller at risk reads in
 * the captions, the summary and the notepad and a phone dials with one tap, the church's number and the
 * site's own addresses. `focusable` false where the text is hidden from assistive technology (the
 * captions, read out separately).
 */
export function LinkedWords({ text, focusable = true }: { text: string; focusable?: boolean }) {
  const parts = linkParts(text, useContext(WordLinks));
  if (parts.length === 1 && parts[0]?.href === undefined) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.href === undefined ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a
            key={index}
            href={part.href}
            {...(focusable ? {} : { tabIndex: -1 })}
            {...(part.safety ? { 'data-safety-number': '' } : {})}
            // A page of the site opens beside the call: following it here would end the call and lose its summary.
            {...(part.href.startsWith('tel:') ? {} : { target: '_blank', rel: 'noopener' })}
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
