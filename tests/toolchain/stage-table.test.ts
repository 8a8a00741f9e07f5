// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stageTable } from '../../scripts/test-all';

describe('npm test’s stage times', () => {
  it('round to the second before splitting minutes from seconds: 179.6 s is 3:00, never 2:60', () => {
    const table = stageTable([
      { name: 'engines', seconds: 179.6, ok: true },
      { name: 'unit', seconds: 59.5, ok: false },
    ]);
    expect(table.split('\n')).toEqual(['engines    3:00  passed', 'unit       1:00  FAILED', 'total      3:59']);
  });
});
