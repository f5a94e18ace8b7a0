import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import OfferingCards from '@site/src/components/OfferingCards';
import {offeringCards} from '@site/src/data/offerings';

const items = [
  {title: 'AI readiness assessment', summary: 'Where to start, backed by evidence.', href: '/services/consulting/assessment', eyebrow: 'Consulting'},
  {title: 'Turnkey solution', summary: 'A complete application, delivered.', href: '/services/project-based/turnkey'},
];

describe('OfferingCards', () => {
  it('renders a named list with one item per card', () => {
    render(<OfferingCards items={items} label="Featured offerings" />);
    const list = screen.getByRole('list', {name: 'Featured offerings'});
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives each card a heading whose link goes to the offering page', () => {
    render(<OfferingCards items={items} label="Featured offerings" />);
    const heading = screen.getByRole('heading', {level: 3, name: 'AI readiness assessment'});
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/services/consulting/assessment');
    expect(screen.getByRole('link', {name: 'Turnkey solution'})).toHaveAttribute('href', '/services/project-based/turnkey');
  });

  it('shows the summary and the optional eyebrow label', () => {
    render(<OfferingCards items={items} label="Featured offerings" />);
    expect(screen.getByText('Where to start, backed by evidence.')).toBeInTheDocument();
    expect(screen.getByText('Consulting')).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    render(<OfferingCards items={items} label="Featured offerings" headingLevel={4} />);
    expect(screen.getAllByRole('heading', {level: 4})).toHaveLength(2);
    expect(screen.queryAllByRole('heading', {level: 3})).toHaveLength(0);
  });

  it('keeps the decorative "Learn more" text out of the link name', () => {
    render(<OfferingCards items={items} label="Featured offerings" />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.textContent).not.toMatch(/Learn more/);
    }
  });

  it('renders the whole catalogue from the offerings module', () => {
    const all = offeringCards();
    render(<OfferingCards items={all} label="All offerings" />);
    expect(screen.getAllByRole('link')).toHaveLength(all.length);
  });
});
