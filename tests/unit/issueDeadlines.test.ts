import { describe, expect, it } from 'vitest';
import { issueDeadline } from '../../contract/issue-deadlines';

describe('issue deadlines (art. 21 c.4 DPR 633/72)', () => {
  it('gives an immediate invoice 12 days from its date, across months and years', () => {
    expect(issueDeadline('2026-11-16', [])).toEqual({ rule: 'immediate', deadline: '2026-11-28' });
    expect(issueDeadline('2026-12-25', [])).toEqual({ rule: 'immediate', deadline: '2027-01-06' });
  });

  it('gives a deferred one the 15th after the month of its earliest DDT', () => {
    expect(issueDeadline('2026-10-31', ['2026-10-20', '2026-10-03'])).toEqual({
      rule: 'deferred',
      deadline: '2026-11-15',
    });
    expect(issueDeadline('2026-12-31', ['2026-12-31'])).toEqual({
      rule: 'deferred',
      deadline: '2027-01-15',
    });
    // A DDT of an earlier month makes the whole invoice due with it.
    expect(issueDeadline('2026-11-30', ['2026-11-25', '2026-10-20']).deadline).toBe('2026-11-15');
  });
});
