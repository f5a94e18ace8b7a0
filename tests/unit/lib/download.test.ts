import {afterEach, describe, expect, it, vi} from 'vitest';
import {clickLink, downloadText} from '@site/src/lib/files/download';

afterEach(() => vi.restoreAllMocks());

describe('clickLink', () => {
  it('clicks a link that is in the document at the time, then removes it', () => {
    const seen: Array<{href: string; download: string; attached: boolean}> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      seen.push({href: this.getAttribute('href') ?? '', download: this.download, attached: this.isConnected});
    });
    clickLink('mailto:hello@example.com?subject=Hi');
    clickLink('blob:x', 'notes.txt');
    expect(seen).toEqual([
      {href: 'mailto:hello@example.com?subject=Hi', download: '', attached: true},
      {href: 'blob:x', download: 'notes.txt', attached: true},
    ]);
    expect(document.querySelectorAll('a').length).toBe(0);
  });
});

describe('downloadText', () => {
  it('saves the text under the given name and revokes the object URL later, not at once', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoke = vi.fn();
    Object.assign(URL, {createObjectURL: (blob: Blob) => (created.push(blob), 'blob:test'), revokeObjectURL: revoke});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    downloadText('matrix.json', '{"a":1}', 'application/json');
    expect(names).toEqual(['matrix.json']);
    expect(created[0]?.type).toBe('application/json');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith('blob:test');
    vi.useRealTimers();
  });
});
