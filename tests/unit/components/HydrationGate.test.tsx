import {afterEach, describe, expect, it, vi} from 'vitest';
import {render} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {createGateQueue, whenHydrated} from '@site/src/components/HydrationGate/queue';
import HydrationGate from '@site/src/components/HydrationGate';

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-hydration-pending');
});

describe('gate queue', () => {
  it('opens one gate per task, first closed first, and marks <html> until the task after the last', async () => {
    vi.useFakeTimers();
    const root = document.documentElement;
    const queue = createGateQueue(root, (task) => setTimeout(task, 0));
    const opened: string[] = [];
    expect(queue.active()).toBe(false);
    const gates = ['navbar', 'page', 'footer'].map((name) => queue.close(name).then(() => opened.push(name)));
    expect(root.hasAttribute('data-hydration-pending')).toBe(true);
    expect(queue.active()).toBe(true);
    expect(queue.isOpen('navbar')).toBe(false);
    await vi.advanceTimersToNextTimerAsync();
    expect(opened).toEqual(['navbar']);
    expect(queue.isOpen('navbar')).toBe(true);
    expect(queue.isOpen('page')).toBe(false);
    await vi.advanceTimersToNextTimerAsync();
    expect(opened).toEqual(['navbar', 'page']);
    await vi.advanceTimersToNextTimerAsync();
    await Promise.all(gates);
    expect(opened).toEqual(['navbar', 'page', 'footer']);
    // The footer's subtree hydrates in this task: the queue stays active until the next one.
    expect(queue.active()).toBe(true);
    expect(root.hasAttribute('data-hydration-pending')).toBe(true);
    await vi.advanceTimersToNextTimerAsync();
    expect(queue.active()).toBe(false);
    expect(root.hasAttribute('data-hydration-pending')).toBe(false);
  });

  it('queues gates closed while another opens (nested gates), after the ones already waiting', async () => {
    vi.useFakeTimers();
    const queue = createGateQueue(document.documentElement, (task) => setTimeout(task, 0));
    const opened: string[] = [];
    const nested = queue.close('page').then(() => {
      opened.push('page');
      return queue.close('content').then(() => opened.push('content'));
    });
    const footer = queue.close('footer').then(() => opened.push('footer'));
    await vi.runAllTimersAsync();
    await Promise.all([nested, footer]);
    expect(opened).toEqual(['page', 'footer', 'content']);
    expect(queue.active()).toBe(false);
  });

  it('gives a gate closed twice before it opens one place in the queue', async () => {
    vi.useFakeTimers();
    const queue = createGateQueue(document.documentElement, (task) => setTimeout(task, 0));
    const opened: string[] = [];
    const first = queue.close('content');
    expect(queue.close('content')).toBe(first);
    void first.then(() => opened.push('content'));
    void queue.close('toc').then(() => opened.push('toc'));
    await vi.advanceTimersToNextTimerAsync();
    expect(opened).toEqual(['content']);
    await vi.advanceTimersToNextTimerAsync();
    expect(opened).toEqual(['content', 'toc']);
  });

  it('starts again for gates closed after the queue ran empty', async () => {
    vi.useFakeTimers();
    const root = document.documentElement;
    const queue = createGateQueue(root, (task) => setTimeout(task, 0));
    const first = queue.close('a');
    await vi.runAllTimersAsync();
    await first;
    expect(queue.active()).toBe(false);
    const second = queue.close('b');
    expect(root.hasAttribute('data-hydration-pending')).toBe(true);
    await vi.runAllTimersAsync();
    await second;
    expect(queue.isOpen('b')).toBe(true);
    expect(root.hasAttribute('data-hydration-pending')).toBe(false);
  });
});

describe('HydrationGate on React', () => {
  it('renders its children as they are, on the server and in the browser', () => {
    const page = (
      <HydrationGate name="page" contents>
        <h1>Title</h1>
        <p>Text</p>
      </HydrationGate>
    );
    expect(renderToString(page)).toBe('<h1>Title</h1><p>Text</p>');
    const {container} = render(page);
    expect(container.innerHTML).toBe('<h1>Title</h1><p>Text</p>');
    expect(document.documentElement.hasAttribute('data-hydration-pending')).toBe(false);
  });
});

describe('gated', () => {
  it('renders the component with its props, behind a gate named for it', async () => {
    const {gated} = await import('@site/src/components/HydrationGate');
    const Greeting = ({name}: {name: string}) => <p>Hello {name}</p>;
    const Gated = gated(Greeting, 'greeting');
    expect(Gated.displayName).toBe('Gated(greeting)');
    const {container} = render(<Gated name="reader" />);
    expect(container.innerHTML).toBe('<p>Hello reader</p>');
  });
});

describe('whenHydrated', () => {
  it('runs at once when no gate is closed, and otherwise when the last one has hydrated', async () => {
    const root = document.createElement('html');
    const ran: string[] = [];
    whenHydrated(root, () => ran.push('now'));
    expect(ran).toEqual(['now']);
    root.setAttribute('data-hydration-pending', '');
    whenHydrated(root, () => ran.push('later'));
    root.setAttribute('data-theme', 'dark');
    await Promise.resolve();
    expect(ran).toEqual(['now']);
    root.removeAttribute('data-hydration-pending');
    await Promise.resolve();
    expect(ran).toEqual(['now', 'later']);
    root.setAttribute('data-hydration-pending', '');
    root.removeAttribute('data-hydration-pending');
    await Promise.resolve();
    expect(ran).toEqual(['now', 'later']);
  });
});
