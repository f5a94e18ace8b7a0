/** A fixed-capacity list of the k best (highest-score) ids seen so far. */
export class TopK {
  readonly ids: Int32Array;
  readonly scores: Float64Array;
  size = 0;

  constructor(readonly k: number) {
    this.ids = new Int32Array(k);
    this.scores = new Float64Array(k);
  }

  /** Lowest score currently kept, or -Infinity while the list is not full. */
  get threshold(): number {
    return this.size < this.k ? -Infinity : this.scores[this.size - 1];
  }

  push(id: number, score: number): void {
    if (this.k === 0 || (this.size === this.k && score <= this.scores[this.size - 1])) return;
    let i = this.size < this.k ? this.size : this.size - 1;
    if (this.size < this.k) this.size += 1;
    while (i > 0 && this.scores[i - 1] < score) {
      this.ids[i] = this.ids[i - 1];
      this.scores[i] = this.scores[i - 1];
      i -= 1;
    }
    this.ids[i] = id;
    this.scores[i] = score;
  }

  /** Ids, best first. */
  result(): number[] {
    return Array.from(this.ids.subarray(0, this.size));
  }
}
