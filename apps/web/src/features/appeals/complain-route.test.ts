import { describe, expect, it } from 'vitest';
import { complainTargetOf } from './complain-route';

const record = '0b6f5f3e-8f0a-4c1e-9b9d-2f1f4a3b5c6d';

describe('complain-records/{type}/{id}/{feedbackId}/{timestamp}', () => {
  it('opens the timeline of an existing appeal', () => {
    expect(complainTargetOf({ type: '1', id: record, feedbackId: '42' })).toEqual({ mode: 'detail', appealId: 42 });
  });

  it('looks a record without an appeal up first, by kind, rather than offering to appeal it blind', () => {
    expect(complainTargetOf({ type: '1', id: record, feedbackId: '0' })).toEqual({ mode: 'lookup', kind: 1, recordId: record });
    expect(complainTargetOf({ type: '2', id: record, feedbackId: '0' })).toEqual({ mode: 'lookup', kind: 2, recordId: record });
  });

  it('opens nothing for the bare list or a link it cannot read', () => {
    expect(complainTargetOf({})).toBeNull();
    expect(complainTargetOf({ type: '1', id: record })).toBeNull();
    expect(complainTargetOf({ type: '3', id: record, feedbackId: '0' })).toBeNull();
    expect(complainTargetOf({ type: '1', feedbackId: '0' })).toBeNull();
    expect(complainTargetOf({ type: '1', id: record, feedbackId: '-1' })).toBeNull();
    expect(complainTargetOf({ type: '1', id: record, feedbackId: 'abc' })).toBeNull();
  });
});
