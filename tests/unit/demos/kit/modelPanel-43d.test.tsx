/**
 * Issue 28, task 43d. One model panel for every demo (src/demos/kit/components/ModelPanel.tsx):
 * - u29h S-3, u29k: with `keepAs`, the base URL, model and timeout come back after a reload, never the key.
 * - u29j S-7, u29k Z-4: a wrong field is named, marked aria-invalid with its message tied to it, and
 *   the working setting stays in use ("Still using …; the timeout was not changed").
 * - u29h S-4: a model reply "Not found in the document." does not get the clean-check heading (49g: it was "grounded").
 */
import {describe, expect, it, beforeEach} from 'vitest';
import {useState} from 'react';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import {fieldProblems, type ModelConfig} from '@site/src/demos/kit/modelConfig';
import {loadModelSettings, saveModelSettings} from '@site/src/demos/kit/modelSettings';
import {Answer, isRefusal} from '@site/src/demos/document-qa/Verdict';
import {CLEAN_CHECK, cleanCheckHeading} from '@site/src/demos/kit/support';
import {MemoryStore} from './memoryStore';

const GOOD: ModelConfig = {baseUrl: 'http://127.0.0.1:4399/v1', model: 'mock-1', apiKey: 'sk-test-43d', timeoutSeconds: 30};

function Harness({keepAs, seen}: {keepAs?: string; seen: Array<ModelConfig | null>}) {
  const [value, setValue] = useState<ModelConfig | null>(null);
  return (
    <ModelPanel
      value={value}
      keepAs={keepAs}
      onChange={(c) => {
        seen.push(c);
        setValue(c);
      }}
    />
  );
}

function turnOn() {
  fireEvent.click(screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)'));
  fireEvent.change(screen.getByLabelText('Base URL'), {target: {value: GOOD.baseUrl}});
  fireEvent.change(screen.getByLabelText('Model'), {target: {value: GOOD.model}});
  fireEvent.change(screen.getByLabelText('API key'), {target: {value: GOOD.apiKey}});
  expect(screen.getByRole('status').textContent).toBe('Using mock-1 at 127.0.0.1:4399.');
}

beforeEach(() => sessionStorage.clear());

describe('field problems name the field (u29j S-7, u29k Z-4)', {timeout: 20_000}, () => {
  const cases: Array<[Partial<ModelConfig>, string | undefined, 'baseUrl' | 'model' | 'timeout', RegExp]> = [
    [{timeoutSeconds: 0}, '0', 'timeout', /from 1 to 600; “0”/],
    [{timeoutSeconds: -5}, '-5', 'timeout', /“-5” is not/],
    [{timeoutSeconds: 99999}, '99999', 'timeout', /“99999” is not/],
    [{timeoutSeconds: NaN}, '', 'timeout', /Enter a timeout/],
    [{timeoutSeconds: NaN}, '1e', 'timeout', /“1e” is not/],
    [{baseUrl: 'localhost:4391/v1'}, undefined, 'baseUrl', /start with http:\/\/ or https:\/\/, for example http:\/\/localhost:4391\/v1/],
    [{baseUrl: 'ftp://127.0.0.1:4391/v1'}, undefined, 'baseUrl', /this one starts with ftp:\/\//],
    [{baseUrl: 'api.openai.com/v1'}, undefined, 'baseUrl', /for example https:\/\/api.openai.com\/v1/],
    [{baseUrl: 'http://'}, undefined, 'baseUrl', /not a web address/],
    [{baseUrl: '127.0.0.1:4399/v1'}, undefined, 'baseUrl', /for example http:\/\/127.0.0.1:4399\/v1\.$/],
    [{baseUrl: 'http//localhost:11434/v1'}, undefined, 'baseUrl', /for example https:\/\/api.openai.com\/v1\.$/],
    [{baseUrl: 'javascript:alert(1)'}, undefined, 'baseUrl', /for example https:\/\/api.openai.com\/v1\.$/],
    [{baseUrl: 'mailto:me@example.test'}, undefined, 'baseUrl', /for example https:\/\/api.openai.com\/v1\.$/],
    [{baseUrl: 'file:///etc/passwd'}, undefined, 'baseUrl', /this one starts with file:\/\//],
    [{baseUrl: 'ws://localhost:8080/v1'}, undefined, 'baseUrl', /this one starts with ws:\/\//],
    [{baseUrl: 'https://user:pw@api.example.test/v1'}, undefined, 'baseUrl', /user name or password/],
    [{baseUrl: '  '}, undefined, 'baseUrl', /Enter the base URL/],
    [{model: ' '}, undefined, 'model', /Enter the model name/],
  ];
  for (const [change, typed, field, says] of cases) {
    it(`${JSON.stringify(change)} → ${field}`, () => {
      const problems = fieldProblems({...GOOD, ...change}, typed);
      expect(Object.keys(problems)).toEqual([field]);
      expect(problems[field]).toMatch(says);
    });
  }
  it('accepts a fractional timeout and https with a path', () => {
    expect(fieldProblems({...GOOD, timeoutSeconds: 1.5}, '1.5')).toEqual({});
    expect(fieldProblems({...GOOD, baseUrl: 'https://api.example.test/openai/v1/'})).toEqual({});
    expect(fieldProblems({...GOOD, baseUrl: '  HTTP://LOCALHOST:11434/V1  '})).toEqual({});
    expect(fieldProblems({...GOOD, timeoutSeconds: 600}, ' 600 ')).toEqual({});
  });
});

describe('ModelPanel keeps the working setting when an edit is wrong (u29j S-7)', {timeout: 20_000}, () => {
  for (const [label, bad, name] of [
    ['Timeout (seconds)', '0', 'timeout'],
    ['Timeout (seconds)', '-5', 'timeout'],
    ['Timeout (seconds)', '99999', 'timeout'],
    ['Base URL', 'localhost:4391/v1', 'base URL'],
    ['Base URL', 'ftp://127.0.0.1:4391/v1', 'base URL'],
    ['Model', '', 'model name'],
  ] as const) {
    it(`${label} “${bad}”`, () => {
      const seen: Array<ModelConfig | null> = [];
      render(<Harness seen={seen} />);
      turnOn();
      const before = seen.length;
      const input = screen.getByLabelText(label);
      fireEvent.change(input, {target: {value: bad}});
      fireEvent.click(screen.getByRole('button', {name: 'Use this model'}));
      expect(seen.length).toBe(before);
      expect(screen.getByRole('status').textContent).toBe(`Still using mock-1 at 127.0.0.1:4399; the ${name} was not changed.`);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
      expect(described.join(' ')).toMatch(name === 'base URL' ? /http:\/\/ or https:\/\// : name === 'timeout' ? /timeout/ : /model name/);
      expect(document.activeElement).toBe(input);
    });
  }

  it('names the field, not "a base URL and a model name", when nothing works yet', () => {
    render(<Harness seen={[]} />);
    fireEvent.click(screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)'));
    expect(screen.getByRole('status').textContent).toBe('Not in use yet: offline mode until a base URL and a model name are filled in.');
    fireEvent.change(screen.getByLabelText('Base URL'), {target: {value: 'localhost:4391/v1'}});
    fireEvent.change(screen.getByLabelText('Model'), {target: {value: 'mock-1'}});
    expect(screen.getByRole('status').textContent).toBe('Not in use yet: offline mode until the base URL is corrected.');
  });
});

describe('the setting comes back after a reload with keepAs, never the key (u29h S-3, u29k)', {timeout: 20_000}, () => {
  it('saves on use, brings it back in a new panel, and forgets it when the box is cleared', async () => {
    const seen: Array<ModelConfig | null> = [];
    const first = render(<Harness keepAs="cap-demo:document-qa:model" seen={seen} />);
    turnOn();
    await waitFor(() => expect(sessionStorage.getItem('cap-demo:document-qa:model')).toContain('mock-1'));
    expect(sessionStorage.getItem('cap-demo:document-qa:model')).not.toContain(GOOD.apiKey);
    first.unmount();
    const again: Array<ModelConfig | null> = [];
    render(<Harness keepAs="cap-demo:document-qa:model" seen={again} />);
    // The key did not come back, and the status says so (u30d F8).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Using mock-1 at 127.0.0.1:4399 with no API key: type it above if this endpoint needs one.'));
    expect(again.at(-1)).toEqual({...GOOD, apiKey: ''});
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/the API key is never kept/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)'));
    await waitFor(() => expect(sessionStorage.getItem('cap-demo:document-qa:model')).toBeNull());
  });

  it('keeps each demo under its own key and reads a damaged record as a message', () => {
    const store = new MemoryStore();
    expect(saveModelSettings(GOOD, 'cap-demo:zohlar:model', store)).toEqual({ok: true});
    expect(loadModelSettings('cap-demo:document-qa:model', store)).toEqual({settings: null, problem: null});
    expect(loadModelSettings('cap-demo:zohlar:model', store).settings).toEqual({...GOOD, apiKey: ''});
    store.setItem('cap-demo:zohlar:model', '{oops');
    expect(loadModelSettings('cap-demo:zohlar:model', store).problem).toMatch(/could not be read/);
  });
});

describe('a refusal does not get the clean-check heading (u29h S-4)', {timeout: 20_000}, () => {
  for (const reply of ['Not found in the document.', 'Not found in the document', '"Not found in the document."', '**Not found in the document.**', 'not found in the document. The passages cover sick leave only.']) {
    it(reply, () => {
      expect(isRefusal(reply)).toBe(true);
      render(<Answer model="mock-1" answer={reply} streaming={false} count={1} anchor="a-" />);
      expect(screen.getByText('mock-1 found no answer in the passages below')).toBeTruthy();
      expect(screen.queryByText(CLEAN_CHECK, {exact: false})).toBeNull();
    });
  }
  it('an answer that cites keeps the clean-check heading', () => {
    expect(isRefusal('A vice president approves it [1]. It is not found in the document whether…')).toBe(false);
    render(<Answer model="mock-1" answer="A vice president approves it [1]." streaming={false} count={1} anchor="a-" broughtBack />);
    expect(screen.getByText(`${cleanCheckHeading('mock-1')} (brought back from before the reload; Ask again for a new answer)`)).toBeTruthy();
  });
});
