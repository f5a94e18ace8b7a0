/**
 * Use-case matrix chart, tester u30m M-7 (s45): circles with equal or close scores are moved apart, up to 0.93 score
 * units in the tester's cluster.csv (fixtures/cluster-u30m.csv, 27 entries around 3.0/3.0), but only the SVG
 * description said so; a sighted reader reading positions off the axes got wrong numbers. The visible caption now says
 * that circles were moved and by how much at most, and nothing when none was moved.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import QuadrantChart from '@site/src/learning-tools/use-case-matrix/QuadrantChart';
import {defaultWeights, parseCsv, rankUseCases, withIds} from '@site/src/learning-tools/use-case-matrix/model';

const fromCsv = (file: string) => {
  let n = 0;
  return withIds(parseCsv(readFileSync(join(__dirname, 'fixtures', file), 'utf8')).useCases, () => `id-${(n += 1)}`);
};

describe('u30m M-7: the visible caption says when circles were moved', () => {
  it('the tester’s cluster: moved, with the largest distance on the 1 to 5 scale', () => {
    const {container} = render(<QuadrantChart scored={rankUseCases(fromCsv('cluster-u30m.csv'), defaultWeights())} tableId="t" />);
    const caption = container.querySelector('figcaption')?.textContent ?? '';
    expect(caption).toMatch(/moved apart within their quadrant, up to (0\.9\d|1\.\d\d) away from their exact scores on the 1 to 5 scale; the table gives the exact numbers/);
  });

  it('one entry: nothing moved, no note', () => {
    const {container} = render(<QuadrantChart scored={rankUseCases(fromCsv('cluster-u30m.csv').slice(0, 1), defaultWeights())} tableId="t" />);
    expect(container.querySelector('figcaption')?.textContent ?? '').not.toMatch(/moved/);
  });
});
