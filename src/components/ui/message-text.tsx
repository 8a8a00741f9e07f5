import { Fragment } from 'react';

// Email addresses in a message; an address is a link wherever a message shows it.
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A message's text, with every email address in it as a mailto: link. */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
