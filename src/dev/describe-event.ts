import type { LogEvent } from './call-event-types';
import { formatMs, formatOffset } from './format-offset';
import { isFoldedType, type LogRow } from './log-view';

const maxDetail = 160;

function clip(text: string): string {
  return text.length > maxDetail ? `${text.slice(0, maxDetail - 1)}…` : text;
}

function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : compactJson(error);
}

function describeMessage(message: unknown): string {
  if (typeof message !== 'object' || message === null) return compactJson(message);
  const record = message as Record<string, unknown>;
  const kind = typeof record.type === 'string' ? record.type : 'message';
  if (typeof record.transcript === 'string') return `${kind} (${String(record.role)}): ${record.transcript}`;
  if (typeof record.status === 'string') return `${kind}: ${record.status}`;
  return `${kind} ${compactJson(message)}`;
}

function describeOne(event: LogEvent): string {
  switch (event.type) {
    case 'call-start-progress': {
      const took = event.status === 'started' ? '' : ` in ${formatMs(event.duration)}`;
      const meta = Object.keys(event.metadata).length > 0 ? ` ${compactJson(event.metadata)}` : '';
      return `${event.stage} ${event.status}${took}${meta}`;
    }
    case 'call-start-success':
      return `started in ${formatMs(event.totalDuration)}, call ${event.callId}`;
    case 'call-start-failed':
      return `failed at ${event.stage} after ${formatMs(event.totalDuration)}: ${event.error}`;
    case 'message':
      return describeMessage(event.message);
    case 'error':
      return `${event.error.type}: ${event.error.message}`;
    case 'camera-error':
      return errorText(event.error);
    case 'video':
      return event.track ? `${event.track.kind} track ${event.track.id}` : 'no track';
    case 'volume-level':
    case 'local-volume-level':
      return `level ${event.volume.toFixed(2)}`;
    case 'local-volume-unavailable':
      return 'the library lost the microphone level observer';
    case 'network-quality':
      return `network ${event.quality}`;
    case 'network-connection':
      return `${event.connection} ${event.event}`;
    case 'participant-updated':
      return `${event.participant.user_name || event.participant.session_id} updated`;
    case 'csp-violation': {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.line}` : '';
      return `${event.directive} ${event.disposition === 'report' ? 'would block' : 'blocked'} ${event.blockedURI || 'inline code'}${where}`;
    }
    default:
      return '';
  }
}

/** A one-line, human summary of a row, for the list. */
export function describeRow(row: LogRow): string {
  const text = describeOne(row.event);
  if (!isFoldedType(row.type)) return clip(text);
  return `latest ${text} · ${row.count} ${row.count === 1 ? 'update' : 'updates'}, last at ${formatOffset(row.lastSinceFirst)}`;
}
