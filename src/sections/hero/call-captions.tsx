import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LinkedWords } from '../../components/linked-words';
import { callSummaryText, repliedIn, speakerOf, wordsOf } from '../../content/call-summary';
import { useStreams, useViewState } from '../../shared/streams-context';
import type { CallTurn } from '../../../streams/call';

// The call panel's words: the captions of both sides, and the one hint above them.

// A fixed box showing the latest lines: long captions never push the hero down.
const CaptionBox = styled.div`
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 0.25rem;
  min-height: 0;
  overflow: hidden;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(0, 0, 0, 0.3);
  color: ${({ theme }) => theme.colour.onNight};
  font-size: 0.9375rem;
  line-height: 1.5;
  /* Older lines slide out under a fade, not a hard cut. */
  mask-image: linear-gradient(to bottom, transparent, #000 1.25rem);
  p {
    flex: none;
    margin: 0;
  }
  /* 000 and 13 11 14: underlined in the captions' own colour, which is legible on the night panel as the words are. */
  a {
    color: inherit;
    text-underline-offset: 0.15em;
  }
  b {
    margin-right: 0.5rem;
    font-weight: 650;
    color: ${({ theme }) => theme.colour.accent};
  }
  [data-role='user'] b {
    color: #8fe0b0;
  }
  [data-untranscribed] span,
  [data-final='false'] span {
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
  /* The words a visitor cut off: dimmer and slanted, not by colour alone (over 5:1 on the panel). */
  [data-unheard] {
    color: #a3aecb;
    font-style: italic;
  }
  small {
    margin-left: 0.5rem;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colour.onNightMuted};
    white-space: nowrap;
  }
`;

/**
 * Live captions of both sides, the newest at the bottom; only the assistant's settled
 * sentences are read out, politely (a screen reader user hears their own words already).
 */
export function Captions() {
  return <CaptionLines turns={useViewState(useStreams().voiceCall.turns$, [])} />;
}

/**
 * The captions of `turns`. A sample call's (`spoken` false, its `caller` not "You") are not read out: the listener
 * hears its audio, and its summary's transcript holds every word.
 */
export function CaptionLines({ turns, spoken: readOut = true, caller }: { turns: readonly CallTurn[]; spoken?: boolean; caller?: string }) {
  const said = turns.filter((turn) => turn.role === 'assistant' && turn.final).at(-1);
  // A line cut short is read as far as it was said.
  const spoken = said ? `${said.text}${said.interrupted ? ` ${callSummaryText.interrupted}` : ''}` : '';
  return (
    <CaptionBox>
      <div aria-hidden="true" data-testid="captions">
        {turns.length === 0 && <p>…</p>}
        {turns.map((turn, index) => (
          <p
            key={index}
            data-testid="caption-turn"
            data-role={turn.role}
            data-final={String(turn.final)}
            data-untranscribed={turn.untranscribed || undefined}
          >
            <b>{speakerOf(turn, caller)}</b>
            <span>
              <LinkedWords text={wordsOf(turn)} focusable={false} />
            </span>
            {turn.unheard && <span data-unheard> {turn.unheard}</span>}
            {turn.interrupted && <span className="visually-hidden"> {callSummaryText.interrupted}</span>}
            {turn.replyMs !== undefined && <small data-testid="reply-time">{repliedIn(turn.replyMs)}</small>}
          </p>
        ))}
      </div>
      {readOut && (
        <p className="visually-hidden" aria-live="polite" data-testid="spoken-captions">
          {spoken}
        </p>
      )}
    </CaptionBox>
  );
}

const Hint = styled.p`
  && {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.accent};
  }
`;

type HintName = 'connection' | 'talk-over';

const hints: Readonly<Record<HintName, ReactNode>> = {
  connection: <Hint data-testid="connection-hint">Your connection is weak, so the assistant may sound choppy.</Hint>,
  'talk-over': <Hint data-testid="talk-over-hint">{callSummaryText.talkOver}</Hint>,
};

/**
 * One hint at most, so the captions keep their lines: a gentle word when Daily judges the connection
 * weak; else, while the assistant says its first line of a call (until the line ends or the visitor
 * talks over it), that it can be talked over. While the sound controls are open the hint that showed
 * when they opened stays, and no other comes: a hint coming or going would move them under the pointer.
 */
export function CallHint({ soundOpen }: { soundOpen: boolean }) {
  const { voiceCall } = useStreams();
  const quality = useViewState(voiceCall.networkQuality$, 'good');
  const state = useViewState(voiceCall.assistantState$, null);
  // 0 before the first line, 1 while it is said, 2 after: kept from render to render, as React derives state.
  const [line, setLine] = useState(0);
  const now = state === null || state === 'connecting' ? 0 : state === 'speaking' ? line || 1 : line && 2;
  if (now !== line) setLine(now);
  const current: HintName | null = quality === 'warning' || quality === 'bad' ? 'connection' : now === 1 ? 'talk-over' : null;
  // The hint held while the controls are open, taken as they open.
  const [held, setHeld] = useState<{ readonly open: boolean; readonly hint: HintName | null }>({ open: soundOpen, hint: null });
  if (held.open !== soundOpen) setHeld({ open: soundOpen, hint: current });
  const shown = soundOpen ? held.hint : current;
  return shown ? hints[shown] : null;
}
