/**
 * s56 (issue 28, tester u-chat F10: /tmp/u-chat/FINDINGS.md, lost2.mjs): the API key stayed in its field after the reader
 * changed the base URL to another server, and the next question sent it there. Every demo with "Use my own model" shares
 * one panel (src/demos/kit/components/ModelPanel.tsx); an edit that moves the base URL to another origin (scheme, host or
 * port) now clears the key and says why beside the key field. A change of path on the same server keeps the key. Failed
 * before the fix: the key field still held the key and the setting in use carried it.
 */
import {useState, type ReactNode} from 'react';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import type {ModelConfig} from '@site/src/demos/kit/modelConfig';
import SimpleChat from '@site/src/demos/simple-chat';
import DocumentQa from '@site/src/demos/document-qa';
import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import ZohlarShowcase from '@site/src/demos/zohlar-showcase';

const KEY = 'sk-u-chat-f10';
const FIRST = 'http://127.0.0.1:4201/v1';
const OTHER = 'http://localhost:4201/v1';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), {target: {value}});

/** The tester's steps: turn the model on, type base URL, model and key, then edit the base URL. */
function setUp() {
  fireEvent.click(screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)'));
  type('Base URL', FIRST);
  type('Model', 'mock-u-chat');
  type('API key', KEY);
  expect(field('API key').value).toBe(KEY);
}

function expectCleared() {
  expect(field('API key').value).toBe('');
  const note = screen.getByText(/^The API key was cleared because the base URL no longer points to 127\.0\.0\.1:4201/);
  expect(note.textContent).toContain('(it now points to localhost:4201)');
  expect(note.textContent).toContain('a key typed for one endpoint is never sent to another');
  expect(field('API key').getAttribute('aria-describedby')).toContain(note.id);
}

function Harness({seen}: {seen: Array<ModelConfig | null>}): ReactNode {
  const [value, setValue] = useState<ModelConfig | null>(null);
  return <ModelPanel value={value} onChange={(c) => (seen.push(c), setValue(c))} />;
}

describe('u-chat F10: the kit panel', () => {
  it('another origin: the key is cleared, and the setting in use carries no key', () => {
    const seen: Array<ModelConfig | null> = [];
    render(<Harness seen={seen} />);
    setUp();
    expect(seen.at(-1)?.apiKey).toBe(KEY);
    type('Base URL', OTHER);
    expectCleared();
    expect(seen.at(-1)).toMatchObject({baseUrl: OTHER, apiKey: ''});
    expect(screen.getByRole('status').textContent).toMatch(/with no API key/);
    // Typing a key again for the new endpoint uses it and removes the note.
    type('API key', 'sk-second');
    expect(seen.at(-1)).toMatchObject({baseUrl: OTHER, apiKey: 'sk-second'});
    expect(screen.queryByText(/^The API key was cleared/)).toBeNull();
  });

  it('another port or scheme clears it too; the same server with another path keeps it', () => {
    const seen: Array<ModelConfig | null> = [];
    render(<Harness seen={seen} />);
    setUp();
    type('Base URL', 'http://127.0.0.1:4201/openai/v1/');
    expect(field('API key').value).toBe(KEY);
    expect(seen.at(-1)?.apiKey).toBe(KEY);
    type('Base URL', 'http://127.0.0.1:4202/v1');
    expect(field('API key').value).toBe('');
    expect(seen.at(-1)?.apiKey).toBe('');
    type('API key', KEY);
    type('Base URL', 'https://127.0.0.1:4202/v1');
    expect(field('API key').value).toBe('');
  });

  it('a key typed before the base URL belongs to the base URL the reader then typed', () => {
    const seen: Array<ModelConfig | null> = [];
    render(<Harness seen={seen} />);
    fireEvent.click(screen.getByLabelText('Use my own model (OpenAI-compatible endpoint)'));
    type('API key', KEY);
    type('Model', 'mock-u-chat');
    // Typed character by character: the key is not cleared while the reader is still typing the first base URL.
    for (const partial of ['http://1', 'http://127.0.0.1', 'http://127.0.0.1:4201', FIRST]) type('Base URL', partial);
    expect(field('API key').value).toBe(KEY);
    fireEvent.blur(field('Base URL'));
    type('Base URL', OTHER);
    expectCleared();
  });
});

describe('u-chat F10: every demo with the panel', () => {
  const demos: Array<[string, () => ReactNode]> = [
    ['Simple Chat', () => <SimpleChat />],
    ['Document Q&A', () => <DocumentQa />],
    ['Virtual Workplace Assistant', () => <WorkplaceAssistant />],
    ['Zohlar showcase', () => <ZohlarShowcase />],
  ];
  it.each(demos)('%s clears the key when the base URL moves to another server', (_name, Demo) => {
    render(<Demo />);
    setUp();
    type('Base URL', OTHER);
    expectCleared();
  }, 60_000);
});
