import { memo } from 'react';
import styled from 'styled-components';
import { describeRow } from './describe-event';
import { formatOffset } from './format-offset';
import type { LogRow } from './log-view';

// Scrollable and focusable, so keyboard users can scroll it; deliberately not a live region.
const Scroller = styled.div`
  max-height: 18rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    white-space: nowrap;
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colour.paperAlt};
  }
  tbody tr {
    border-top: 1px solid ${({ theme }) => theme.colour.line};
  }
  td:nth-child(-n + 3) {
    font-family: ui-monospace, monospace;
    white-space: nowrap;
  }
  td:last-child {
    overflow-wrap: anywhere;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(2)};
`;

const EventRow = memo(function EventRow({ row }: { row: LogRow }) {
  return (
    <tr data-type={row.type}>
      <td>{formatOffset(row.sinceFirst)}</td>
      <td>{formatOffset(row.sinceStart)}</td>
      <td>{row.type}</td>
      <td>{describeRow(row)}</td>
    </tr>
  );
});

interface EventTableProps {
  rows: readonly LogRow[];
}

/** The events, newest first, so new ones appear without scrolling. */
export function EventTable({ rows }: EventTableProps) {
  const newestFirst = [...rows].reverse();
  return (
    <Scroller tabIndex={0} role="region" aria-label="Event list">
      <Table>
        <caption>Events, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Since first</th>
            <th scope="col">Since start</th>
            <th scope="col">Type</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((row) => (
            <EventRow key={row.id} row={row} />
          ))}
        </tbody>
      </Table>
      {rows.length === 0 && <Empty>No events to show.</Empty>}
    </Scroller>
  );
}
