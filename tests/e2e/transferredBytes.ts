import type {Request} from '@playwright/test';

/** Bytes a page received for these requests (body as sent, gzip where served so, plus headers). */
export async function transferredBytes(requests: readonly Request[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    const response = await request.response();
    if (!response) continue;
    await response.finished();
    const sizes = await request.sizes();
    total += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return total;
}
