import {describe, expect, it} from 'vitest';
import {nprobeFor} from '@site/src/learning-tools/similarity-explorer/Explorer';

// u28z S2: nlist 8 clamps nprobe; back at nlist 64 the reader's nprobe returns, and both changes are said.
describe('nprobe follows nlist (u28z S2)', () => {
  it('lowers nprobe to fit a smaller nlist and says so', () => {
    expect(nprobeFor(16, 8)).toEqual({nprobe: 8, note: 'nprobe lowered from 16 to 8 to fit nlist 8; it returns to 16 when nlist allows.'});
  });
  it('restores the reader’s nprobe when nlist fits it again, and says so', () => {
    expect(nprobeFor(16, 64)).toEqual({nprobe: 16, note: ''});
    expect(nprobeFor(16, 64, 8)).toEqual({nprobe: 16, note: 'nprobe is back to your 16, which fits nlist 64.'});
  });
});
