// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {MAX_INPUT_CHARS, summarize} from '../../../examples/getting-started/first-call';
import {ScriptedProvider} from './fakes';

describe('getting started: summarize()', () => {
  it('sends one system instruction and the text, and returns the trimmed summary', async () => {
    const provider = new ScriptedProvider([{content: '  CAP uses one provider interface.  ', model: 'fake-1'}]);
    const summary = await summarize(provider, 'A long note about CAP.', 25);

    expect(summary).toEqual({text: 'CAP uses one provider interface.', usage: {inputTokens: 10, outputTokens: 5}, model: 'fake-1'});
    const messages = provider.requests[0]?.messages ?? [];
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({role: 'system', content: expect.stringContaining('at most 25 words')});
    expect(messages[1]).toEqual({role: 'user', content: 'A long note about CAP.'});
    expect(provider.requests[0]?.tools).toBeUndefined();
  });

  it('refuses empty and oversized input before calling the model', async () => {
    const provider = new ScriptedProvider([]);
    await expect(summarize(provider, '   ')).rejects.toThrow('input is empty');
    await expect(summarize(provider, 'x'.repeat(MAX_INPUT_CHARS + 1))).rejects.toThrow(/limit for this example/);
    expect(provider.requests).toHaveLength(0);
  });

  it('reports an empty model answer as an error instead of printing nothing', async () => {
    const provider = new ScriptedProvider([{content: null, model: 'fake-2'}]);
    await expect(summarize(provider, 'Some text')).rejects.toThrow('The model fake-2 returned an empty answer.');
  });
});
