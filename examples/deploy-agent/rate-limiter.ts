/**
 * A token bucket per caller: `capacity` requests at once, refilled at
 * `refillPerMinute`. In-process state: run one per task and keep the per-task
 * limit at (tenant limit ÷ task count), or move the buckets to Redis/DynamoDB.
 */
export interface RateDecision {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, {tokens: number; updatedAt: number}>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    if (capacity < 1 || refillPerMinute <= 0) throw new RangeError('capacity must be ≥ 1 and refillPerMinute > 0');
  }

  take(key: string): RateDecision {
    const now = this.now();
    const perMs = this.refillPerMinute / 60_000;
    const bucket = this.buckets.get(key) ?? {tokens: this.capacity, updatedAt: now};
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.updatedAt) * perMs);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return {allowed: true, retryAfterSeconds: 0};
    }
    return {allowed: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / perMs / 1000)};
  }
}
