import type { StartStage } from './start-stage';

/** Thrown by the stage runner when a stage's work fails; names the failing stage. */
export class StageFailure extends Error {
  readonly stage: StartStage;
  override readonly cause: unknown;
  readonly duration: number;

  constructor(stage: StartStage, cause: unknown, duration: number) {
    super(errorMessage(cause));
    this.name = 'StageFailure';
    this.stage = stage;
    this.cause = cause;
    this.duration = duration;
  }
}

/** A readable message for anything thrown (Error, Daily's {errorMsg}, strings, objects). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    for (const key of ['message', 'errorMsg', 'msg', 'error']) {
      const value = record[key];
      if (typeof value === 'string') return value;
    }
    return safeJson(error);
  }
  return String(error);
}

export function errorStack(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
