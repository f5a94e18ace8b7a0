import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import {BrowserTool, ToolPanel} from '@site/src/learning-tools/tool-panel';

describe('ToolPanel', () => {
  it('is a region named by its heading, with the widget hook', () => {
    render(
      <ToolPanel title="Chunking playground" widget="chunking-playground">
        <p>Controls</p>
      </ToolPanel>,
    );
    const region = screen.getByRole('region', {name: 'Chunking playground'});
    expect(region).toHaveAttribute('data-widget', 'chunking-playground');
    expect(screen.getByRole('heading', {level: 3, name: 'Chunking playground'})).toBeInTheDocument();
    expect(region).toHaveTextContent('Controls');
  });

  it('gives two panels on one page distinct heading ids', () => {
    render(
      <>
        <ToolPanel title="First">a</ToolPanel>
        <ToolPanel title="Second">b</ToolPanel>
      </>,
    );
    const ids = screen.getAllByRole('heading', {level: 3}).map((h) => h.id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('BrowserTool', () => {
  it('shows the no-JavaScript note until the browser has taken over', () => {
    render(<BrowserTool fallback="The interactive tool needs JavaScript.">{() => <p>Live tool</p>}</BrowserTool>);
    expect(screen.getByText('The interactive tool needs JavaScript.')).toBeInTheDocument();
    expect(screen.queryByText('Live tool')).toBeNull();
  });
});
