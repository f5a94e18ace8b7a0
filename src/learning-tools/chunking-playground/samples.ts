/** Bundled sample texts for the chunking playground. All text is original to this site. */
export type Sample = {id: string; label: string; text: string};

const PROSE = `Retrieval-augmented generation answers questions from your own documents. Before any question is asked, the documents are cleaned, cut into chunks, embedded and stored in an index. At question time, the retriever finds the chunks closest to the question and hands them to the language model as context.

Chunk boundaries decide what the retriever can find. A chunk that mixes three topics produces an embedding that sits between them, so it matches none of them well. A chunk that holds half a sentence loses the words that gave it meaning: "it must be approved by them" says little without the sentence before it.

Overlap is the usual remedy for cut sentences. When consecutive chunks share a few dozen characters, a sentence cut at one boundary still appears whole in one of the two chunks. Overlap is not free: it stores some text twice, adds embedding cost and can return near-duplicate passages to the model.

No size is right for every corpus. Policies with short numbered clauses favor small chunks; long narrative reports favor larger ones. Measure retrieval recall on real questions before you settle on a setting, and measure again when you change the embedding model.`;

const MARKDOWN = `# Travel policy

This illustrative policy shows how headings give chunks their context.

## 1. Scope

The policy applies to all employees and contractors who travel on company business. It covers transport, lodging, meals and incidental expenses.

## 2. Booking

Book flights and hotels through the travel portal. Bookings made elsewhere are reimbursed only when the portal price was at least 10% higher.

### 2.1 Class of travel

Economy class applies to flights under six hours. Premium economy is allowed for longer flights. Business class needs approval from a vice president.

## 3. Approvals

Trips under 500 EUR need no pre-approval. Trips of 500 EUR or more must be approved by the cost-center manager before booking.

### 3.1 Exceptions

Trips to sanctioned countries always need approval by Legal, whatever the cost.

## 4. Expenses

Submit receipts within 30 days of return. Claims after 90 days are rejected. Meals are reimbursed up to the daily rate in Annex B.`;

const CODE = `Retry calls to the model provider with exponential backoff. The helper below retries on rate limits and server errors and gives up after five attempts.

\`\`\`ts
export async function withRetry<T>(call: () => Promise<T>, attempts = 5): Promise<T> {
  let delay = 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const status = (error as {status?: number}).status ?? 0;
      const retryable = status === 429 || status >= 500;
      if (!retryable || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}
\`\`\`

Call it around any request that can fail transiently:

\`\`\`ts
const answer = await withRetry(() => client.responses.create({model, input: question}));
\`\`\`

Code is where naive chunking hurts most. A fixed-size splitter cuts the function in the middle of the loop, and neither half makes sense on its own. Split code on blank lines or, better, on syntax (functions and classes), and keep each code block together with the sentence that introduces it.`;

export const SAMPLES: readonly Sample[] = [
  {id: 'prose', label: 'Prose: why chunk boundaries matter', text: PROSE},
  {id: 'markdown', label: 'Markdown with headings: a travel policy', text: MARKDOWN},
  {id: 'code', label: 'Code-heavy: a retry helper', text: CODE},
];
