import {describe, expect, it} from 'vitest';
import {stableId} from '@site/src/lib/ids';

describe('stableId: ids the server and the browser compute alike (issue 30)', () => {
  it('joins the parts with "-" and keeps letters, digits and "-"', () => {
    expect(stableId('api-assistant', 'field', 'amount')).toBe('api-assistant-field-amount');
    expect(stableId('use-case-matrix', 'w', 3)).toBe('use-case-matrix-w-3');
  });

  it('encodes every other character, so no id holds a space or a character a selector or fragment needs escaped', () => {
    const id = stableId('api-assistant', 'field', 'query:filter[status] x_y.z/ä😀');
    expect(id).toBe('api-assistant-field-query_3a_filter_5b_status_5d__20_x_5f_y_2e_z_2f__e4__1f600_');
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('gives two different values of a part two different ids (the escape character is escaped too)', () => {
    const names = ['a b', 'a_20_b', 'a:b', 'a_3a_b', 'a.b', 'a__b', 'a_b', 'ab', 'a%20b'];
    const ids = names.map((n) => stableId('f', n));
    expect(new Set(ids).size).toBe(names.length);
  });

  it('leaves out empty, false, null and undefined parts, and refuses an empty key', () => {
    expect(stableId('chat', false && 'workspace')).toBe('chat');
    expect(stableId('chat', '', null, undefined, 'workspace')).toBe('chat-workspace');
    expect(() => stableId()).toThrow(/at least one part/);
    expect(() => stableId('', false)).toThrow(/at least one part/);
  });

  it('is the same on every call: no counter or runtime state goes into the id', () => {
    expect(stableId('simple-chat')).toBe(stableId('simple-chat'));
  });
});
