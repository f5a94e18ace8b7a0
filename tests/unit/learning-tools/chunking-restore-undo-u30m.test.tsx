/**
 * Chunking playground, tester u30m C-4 (s45): getting a sample back as shipped after editing it dropped the edits
 * with no way back. "Restore the original sample" now offers Undo, which brings the edits back; focus stays on a
 * button, never on <body>; typing in the box ends the offer.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';
import {SAMPLES} from '@site/src/learning-tools/chunking-playground/samples';

const box = () => screen.getByLabelText('Text to chunk') as HTMLTextAreaElement;
const picker = () => screen.getByLabelText('Sample text') as HTMLSelectElement;
const markdown = SAMPLES.find((s) => s.id === 'markdown') ?? SAMPLES[1];

async function editedSample(user: ReturnType<typeof userEvent.setup>) {
  render(<Playground store={null} />);
  fireEvent.change(box(), {target: {value: 'Mein eigener Text.'}});
  await user.selectOptions(picker(), markdown.id);
  fireEvent.change(box(), {target: {value: `${markdown.text}\nMy added paragraph.`}});
}

describe('u30m C-4: restoring a sample can be undone', {timeout: 30_000}, () => {
  it('Restore shows the sample as shipped; Undo brings the edits back', async () => {
    const user = userEvent.setup();
    await editedSample(user);
    await user.click(screen.getByRole('button', {name: 'Restore the original sample'}));
    expect(box().value).toBe(markdown.text);
    const undo = screen.getByRole('button', {name: /^Undo restore/});
    expect(document.activeElement).toBe(undo);
    await user.click(undo);
    expect(box().value).toBe(`${markdown.text}\nMy added paragraph.`);
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Restore the original sample'}));
    await user.selectOptions(picker(), 'custom');
    expect(box().value).toBe('Mein eigener Text.');
  });

  it('typing after Restore ends the offer, so Undo cannot overwrite new edits', async () => {
    const user = userEvent.setup();
    await editedSample(user);
    await user.click(screen.getByRole('button', {name: 'Restore the original sample'}));
    fireEvent.change(box(), {target: {value: `${markdown.text} new`}});
    expect(screen.queryByRole('button', {name: /^Undo restore/})).not.toBeInTheDocument();
  });
});
