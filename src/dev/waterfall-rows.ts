import type { StartStage } from './call-event-types';
import { logConfig } from './log-config';
import type { BarStatus, StartTrace } from './start-trace';

export interface WaterfallRow {
  stage: StartStage;
  status: BarStatus;
  /** Milliseconds from the start's first stage to this stage's start. */
  offset: number;
  duration: number | null;
  /** Bar geometry in percent of the waterfall's span. */
  left: number;
  width: number;
}

/** The span the bars are scaled to: the last stage end, or the reported total when longer. */
export function waterfallSpan(trace: StartTrace): number {
  const ends = trace.stages.map((s) => s.startedAt - trace.origin + (s.duration ?? 0));
  const total = trace.outcome?.totalDuration ?? 0;
  return Math.max(1, total, ...ends);
}

/** Positions and sizes each stage bar by its start offset and duration (pure). */
export function waterfallRows(trace: StartTrace | null, minBar: number = logConfig.minBarPercent): WaterfallRow[] {
  if (!trace) return [];
  const span = waterfallSpan(trace);
  const rows = trace.stages.map((bar): WaterfallRow => {
    const offset = Math.max(0, bar.startedAt - trace.origin);
    const left = Math.min(100 - minBar, (offset / span) * 100);
    const width = Math.min(100 - left, Math.max(minBar, ((bar.duration ?? 0) / span) * 100));
    return { stage: bar.stage, status: bar.status, offset, duration: bar.duration, left, width };
  });
  return rows.sort((a, b) => a.offset - b.offset);
}
