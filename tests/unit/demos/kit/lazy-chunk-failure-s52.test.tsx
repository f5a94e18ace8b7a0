/**
 * The kit's lazily loaded parts when their chunk does not load (offline after the page loaded, or a deploy replaced the
 * chunk): no unhandled rejection (it failed the whole unit run when a test ended before the import settled: session 52,
 * 11 EnvironmentTeardownErrors from support-44k), the reply stays readable as plain text, and the evidence list says it
 * could not load instead of vanishing.
 */
import {render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@site/src/demos/kit/markdown', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('@site/src/demos/kit/components/Evidence', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a lazy chunk that fails to load', () => {
  it('MarkdownView keeps the reply as plain text', async () => {
    const {default: MarkdownView} = await import('@site/src/demos/kit/components/MarkdownView');
    const {container} = render(<MarkdownView source="**Bold** reply" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('**Bold** reply');
    expect(container.querySelector('strong')).toBeNull();
  });
  it('CheckedAnswer says the comparison could not load, and keeps the answer and its note', async () => {
    const {default: CheckedAnswer} = await import('@site/src/demos/kit/components/CheckedAnswer');
    const {container} = render(<CheckedAnswer answer="The fuse trips at 95 °C [1]." count={1} anchor="p-" streaming={false} evidence="list" passages={['Its thermal fuse trips at 85 °C.']} />);
    expect(await screen.findByText(/comparison of each sentence with its passage could not be loaded/, undefined, {timeout: 20_000})).toBeTruthy();
    expect(container.textContent).toContain('Passage 1 does not say this');
  });
});
