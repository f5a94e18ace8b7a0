// @vitest-environment node
/**
 * Runs agent_loop.py exactly as printed on /docs/advanced-capabilities/agent-systems:
 * - as shown, its output must equal the expected output printed under it;
 * - driven through HTTP against the Chat Completions contract double, the transcript it builds must be
 *   accepted (assistant tool-call turns kept, every tool message answering a call id);
 * - its reference tool must refuse what the review found it accepted (negative refund, unknown order,
 *   refund above the balance), and every kind of tool failure must become an observation.
 * Needs python3 (3.10+, standard library only), which the code-block tests already require.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startOpenAiDouble, type OpenAiDouble} from '../../doubles/openai/server';
import {extractCodeBlocks} from './codeBlocks';

const run = promisify(execFile);
const root = resolve(__dirname, '../../..');
const page = 'docs/advanced-capabilities/agent-systems.mdx';
const blocks = extractCodeBlocks(readFileSync(join(root, page), 'utf8'), page);
const loopIndex = blocks.findIndex((block) => block.lang === 'python' && block.code.includes('def run_agent('));
const loop = blocks[loopIndex];
const expected = blocks.slice(loopIndex + 1).find((block) => block.lang === 'text');

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'agent-loop-'));
  writeFileSync(join(dir, 'agent_loop.py'), loop?.code ?? '');
});

async function python(script: string, env: Record<string, string> = {}): Promise<string> {
  const {stdout} = await run('python3', ['-c', script], {cwd: dir, env: {...process.env, ...env}, timeout: 20_000});
  return stdout;
}

describe('agent_loop.py on the agent-systems page', () => {
  it('is on the page with its expected output', () => {
    expect(loop).toBeDefined();
    expect(expected).toBeDefined();
  });

  it('prints exactly the output shown on the page', async () => {
    const {stdout} = await run('python3', ['agent_loop.py'], {cwd: dir, timeout: 20_000});
    expect(stdout.trimEnd()).toBe(expected?.code.trimEnd());
  });

  it('refuses the arguments the review found accepted, before any refund is queued', async () => {
    const out = await python(`
import json, agent_loop as a
results = []
for args in [("ZZZ", -500.0), ("A-1001", -500.0), ("A-1001", 199.0), ("A-1001", float("nan")), ("A-1001", True), ("A-1001", 0)]:
    try:
        results.append("ok: " + a.refund_order(*args))
    except ValueError as exc:
        results.append("refused: " + str(exc))
results.append(a.refund_order("A-1001", 100.0))
try:
    a.refund_order("A-1001", 30.0)
except ValueError as exc:
    results.append("refused: " + str(exc))
print(json.dumps(results))
`);
    expect(JSON.parse(out)).toEqual([
      'refused: No order ZZZ; IDs look like A-1001.',
      'refused: amount must be a positive number.',
      'refused: amount 199.00 exceeds the refundable balance 120.00.',
      'refused: amount must be a positive number.',
      'refused: amount must be a positive number.',
      'refused: amount must be a positive number.',
      'Refund of 100.00 queued for A-1001.',
      'refused: amount 30.00 exceeds the refundable balance 20.00.',
    ]);
  });

  it('turns every tool failure into an observation and bounds calls inside a step', async () => {
    const out = await python(`
import json, time, agent_loop as a
def boom(order_id):
    raise KeyError(order_id)
def hang(order_id):
    time.sleep(2)
    return "late"
a.TOOLS["boom"] = (boom, False, a.schema(order_id="string"))
a.TOOLS["hang"] = (hang, False, a.schema(order_id="string"))
calls = [a.tool_call("c1", "boom", order_id="A-1"), a.tool_call("c2", "hang", order_id="A-1"),
         a.tool_call("c3", "nope"), {"id": "c4", "type": "function", "function": {"name": "lookup_order", "arguments": "{not json"}},
         a.tool_call("c5", "lookup_order", order="A-1001")]
script = iter([{"tool_calls": calls}, {"content": "done"}])
model = lambda messages, max_tokens, timeout: {"message": {"role": "assistant", "content": None, **next(script)}, "tokens": 10}
started = time.monotonic()
answer, transcript = a.run_agent("go", model, lambda n, args: True, a.Budget(call_seconds=0.3))
print(json.dumps({"answer": answer, "seconds": time.monotonic() - started,
                  "tools": [m["content"] for m in transcript if m["role"] == "tool"]}))
def slow_model(messages, max_tokens, timeout):
    time.sleep(2)
def broken_model(messages, max_tokens, timeout):
    raise ConnectionError("reset")
print(json.dumps([a.run_agent("go", slow_model, lambda n, args: True, a.Budget(call_seconds=0.3))[0],
                  a.run_agent("go", broken_model, lambda n, args: True, a.Budget())[0]]))
`);
    const [first, second] = out.trim().split('\n').map((line) => JSON.parse(line));
    expect(first.answer).toBe('done');
    expect(first.seconds).toBeLessThan(3);
    expect(first.tools).toEqual([
      "Tool error: KeyError: 'A-1'",
      'Tool error: hang did not answer in time.',
      "Tool error: LookupError: Unknown tool 'nope'. Available: ['boom', 'hang', 'lookup_order', 'refund_order']",
      'Tool error: JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)',
      expect.stringMatching(/^Tool error: TypeError: .*unexpected keyword argument 'order'/),
    ]);
    expect(second).toEqual(['Stopped (time limit during a model call) after 1 steps; escalating to a person.', 'Stopped (model error ConnectionError) after 1 steps; escalating to a person.']);
  }, 20_000); // Python joins the abandoned threads at exit

  describe('against the Chat Completions contract double', () => {
    let double: OpenAiDouble;
    beforeAll(async () => {
      double = await startOpenAiDouble([
        {toolCalls: [{id: 'call_a', name: 'lookup_order', arguments: '{"order_id":"A-1001"}'}]},
        {toolCalls: [{id: 'call_b', name: 'refund_order', arguments: '{"order_id":"A-1001","amount":-500}'}, {id: 'call_c', name: 'refund_order', arguments: '{"order_id":"A-1001","amount":120}'}]},
        {content: 'Refunded 120.00 for A-1001.'},
      ]);
    });
    afterAll(() => double.close());

    // The same request the page's openai_model.py adapter sends, made with urllib (no openai package needed).
    const harness = `
import json, os, urllib.request, agent_loop as a
def call_model(messages, max_tokens, timeout):
    body = {"model": "gpt-6.1-terra", "messages": [{"role": "system", "content": "You handle refunds."}, *messages],
            "tools": a.TOOL_SPECS, "reasoning_effort": "none", "max_completion_tokens": max_tokens}
    request = urllib.request.Request(os.environ["DOUBLE_URL"] + "/chat/completions", data=json.dumps(body).encode(),
                                     headers={"authorization": "Bearer sk-test-key-for-the-local-double", "content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        data = json.load(response)
    reply = data["choices"][0]["message"]
    message = {"role": "assistant", "content": reply.get("content")}
    if reply.get("tool_calls"):
        message["tool_calls"] = [{"id": c["id"], "type": "function", "function": c["function"]} for c in reply["tool_calls"]]
    return {"message": message, "tokens": data["usage"]["total_tokens"]}
answer, transcript = a.run_agent("Refund order A-1001", call_model, lambda n, args: True, a.Budget())
print(json.dumps({"answer": answer, "transcript": transcript}))
`;

    it('builds a transcript the real API accepts, with each tool result answering its call id', async () => {
      const out = JSON.parse(await python(harness, {DOUBLE_URL: double.baseURL}));
      expect(double.requests.map((request) => request.rejected)).toEqual([undefined, undefined, undefined]);
      expect(out.answer).toBe('Refunded 120.00 for A-1001.');
      const last = double.requests[2]?.body.messages as {role: string; tool_call_id?: string; content?: string}[];
      expect(last.map((message) => [message.role, message.tool_call_id ?? null])).toEqual([
        ['system', null], ['user', null],
        ['assistant', null], ['tool', 'call_a'],
        ['assistant', null], ['tool', 'call_b'], ['tool', 'call_c'],
      ]);
      expect(last[5]?.content).toBe('Tool error: ValueError: amount must be a positive number.');
      expect(last[6]?.content).toBe('Refund of 120.00 queued for A-1001.');
    });
  });
});
