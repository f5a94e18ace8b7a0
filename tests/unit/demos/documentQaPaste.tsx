/**
 * Shared set-up for Document Q&A's paste-box tests in jsdom (document-qa-emptied-46r2, document-qa-48d-ui): clean
 * storage around each test, the text box, and pasting a text that the demo keeps (its session record holds `marker`).
 */
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, expect} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';

export function cleanStorageAroundEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}

export const box = () => screen.getByLabelText('Document text') as HTMLTextAreaElement;

export async function pasteAndKeep(text: string, marker: string): Promise<void> {
  render(<DocumentQa />);
  fireEvent.click(screen.getByLabelText('Paste text'));
  fireEvent.change(box(), {target: {value: text}});
  fireEvent.click(screen.getByRole('button', {name: 'Use this text'}));
  await waitFor(() => expect(localStorage.getItem('cap-demo:document-qa') ?? '').toContain(marker), {timeout: 10_000});
}
