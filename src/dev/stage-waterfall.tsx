import { useId } from 'react';
import styled, { css } from 'styled-components';
import { formatMs, formatOffset } from './format-offset';
import type { BarStatus, StartOutcome, StartTrace } from './start-trace';
import { waterfallRows, type WaterfallRow } from './waterfall-rows';

// Status is told by a symbol and a word as well as by colour and pattern.
const statusMark: Record<BarStatus, string> = { running: '… running', completed: '✓ completed', failed: '✕ failed' };

const barLook: Record<BarStatus, ReturnType<typeof css>> = {
  completed: css`
    background: ${({ theme }) => theme.colour.primary};
  `,
  running: css`
    background: ${({ theme }) => theme.colour.paper};
    border: 2px dashed ${({ theme }) => theme.colour.primary};
  `,
  failed: css`
    background: repeating-linear-gradient(45deg, ${({ theme }) => theme.colour.danger} 0 6px, #ffffff 6px 9px);
    border: 2px solid ${({ theme }) => theme.colour.danger};
  `,
};

const Stages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Stage = styled.li<{ $status: BarStatus }>`
  display: grid;
  grid-template-columns: 13.5rem 7.5rem 10rem minmax(6rem, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
  ${({ $status, theme }) =>
    $status === 'failed' &&
    css`
      color: ${theme.colour.danger};
      font-weight: 700;
    `}
  @media (max-width: 48rem) {
    grid-template-columns: auto 1fr;
    > :first-child,
    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Track = styled.span`
  position: relative;
  display: block;
  height: 0.875rem;
  background: ${({ theme }) => theme.colour.paperAlt};
  border-radius: 3px;
`;

// Position and size change per start: inline style, not a new class per value.
const Bar = styled.span<{ $status: BarStatus }>`
  position: absolute;
  top: 0;
  bottom: 0;
  border-radius: 3px;
  ${({ $status }) => barLook[$status]}
`;

function outcomeText(outcome: StartOutcome | null): string {
  if (!outcome) return 'Start in progress…';
  if (outcome.kind === 'success') return `Started in ${formatMs(outcome.totalDuration)} (call ${outcome.callId})`;
  return `✕ Start failed at ${outcome.stage} after ${formatMs(outcome.totalDuration)}: ${outcome.error}`;
}

function StageItem({ row }: { row: WaterfallRow }) {
  const took = row.duration === null ? '' : `${formatMs(row.duration)}, `;
  return (
    <Stage $status={row.status}>
      <span>{row.stage}</span>
      <span>{statusMark[row.status]}</span>
      <span>{`${took}at ${formatOffset(row.offset)}`}</span>
      <Track aria-hidden="true">
        <Bar $status={row.status} style={{ left: `${row.left}%`, width: `${row.width}%` }} />
      </Track>
    </Stage>
  );
}

/** The last start's stages as a waterfall: each bar placed by its start offset, sized by its duration. */
export function StageWaterfall({ trace }: { trace: StartTrace | null }) {
  const rows = waterfallRows(trace);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Last start</h3>
      {trace ? <p>{outcomeText(trace.outcome)}</p> : <p>No start yet.</p>}
      {rows.length > 0 && (
        <Stages aria-label="Start stages">
          {rows.map((row) => (
            <StageItem key={row.stage} row={row} />
          ))}
        </Stages>
      )}
    </section>
  );
}
