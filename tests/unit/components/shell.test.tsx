import {useState, type ReactNode} from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import NotFoundContent from '../../../src/theme/NotFound/Content';
import ErrorPageContent from '../../../src/theme/ErrorPageContent';
import CardGrid from '../../../src/components/CardGrid';
import VideoFacade, {embedUrl, watchUrl} from '../../../src/components/VideoFacade';
import {AREA_SUMMARIES} from '../../../src/data/areas';

describe('not-found page', () => {
  it('says the page is missing and links home and every area', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1, name: 'Page not found'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
    for (const area of AREA_SUMMARIES) {
      expect(screen.getByRole('link', {name: area.title})).toHaveAttribute('href', area.to);
    }
  });
});

describe('crash page', () => {
  it('shows "This page crashed.", the error message, and Try again renders the page again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Flaky(): ReactNode {
      if (broken) throw new Error('Widget failed to load');
      return <p>Recovered content</p>;
    }
    function Page(): ReactNode {
      const [key] = useState(0);
      return (
        <ErrorBoundary key={key} fallback={(params) => <ErrorPageContent {...params} />}>
          <Flaky />
        </ErrorBoundary>
      );
    }
    render(<Page />);
    expect(screen.getByRole('heading', {name: 'This page crashed.'})).toBeInTheDocument();
    expect(screen.getByText(/Widget failed to load/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', {name: 'Recovery'})).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    expect(screen.queryByText('This page crashed.')).not.toBeInTheDocument();
  });
});

describe('CardGrid', () => {
  it('renders one linked card per item with its description', () => {
    render(<CardGrid items={AREA_SUMMARIES.slice(0, 3)} headingLevel="h2" />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', {level: 2})).toHaveTextContent(AREA_SUMMARIES[0].title);
    expect(within(cards[0]).getByText(AREA_SUMMARIES[0].description)).toBeInTheDocument();
  });
});

describe('VideoFacade', () => {
  it('loads nothing from the video host until the reader presses play', async () => {
    const user = userEvent.setup();
    const {container} = render(<VideoFacade videoId="abc123" title="A talk" source="A channel" duration="PT10M" durationLabel="10:00" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('10:00')).toHaveAttribute('datetime', 'PT10M');
    await user.click(screen.getByRole('button', {name: 'Play video: A talk'}));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
    expect(frame).toHaveAttribute('title', 'A talk');
  });

  it('builds embed and watch URLs with a start offset', () => {
    expect(embedUrl('x y', 90)).toBe('https://www.youtube-nocookie.com/embed/x%20y?autoplay=1&rel=0&start=90');
    expect(watchUrl('abc', 90)).toBe('https://www.youtube.com/watch?v=abc&t=90s');
    expect(watchUrl('abc')).toBe('https://www.youtube.com/watch?v=abc');
  });
});
