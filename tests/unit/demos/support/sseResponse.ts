/** An OpenAI-style streaming chat response for tests: each part is one SSE chunk, as `streamChat` reads them. */
export const chunk = (text: string) => `data: ${JSON.stringify({choices: [{delta: {content: text}}]})}\n\n`;

export function sse(parts: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, {status: 200, headers: {'Content-Type': 'text/event-stream'}});
}
