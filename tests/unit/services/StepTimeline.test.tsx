import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import StepTimeline from '@site/src/components/StepTimeline';

const steps = [
  {title: 'Kick-off', duration: 'Week 1', description: 'Agree goals and interviews.'},
  {title: 'Analysis', duration: 'Weeks 2–3', description: 'Score the use cases.'},
  {title: 'Read-out', duration: 'Week 4', description: 'Present the findings.'},
];

describe('StepTimeline', () => {
  it('renders an ordered, named list with one item per step', () => {
    render(<StepTimeline label="Assessment timeline" steps={steps} />);
    const list = screen.getByRole('list', {name: 'Assessment timeline'});
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps the steps in order with their titles and descriptions', () => {
    render(<StepTimeline label="Assessment timeline" steps={steps} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/Kick-off|Analysis|Read-out/).textContent)).toEqual(['Kick-off', 'Analysis', 'Read-out']);
    expect(within(items[1]).getByText('Score the use cases.')).toBeInTheDocument();
  });

  it('labels each duration for screen readers', () => {
    render(<StepTimeline label="Assessment timeline" steps={steps} />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Duration: Weeks 2–3');
  });

  it('hides the decorative step numbers from assistive technology', () => {
    const {container} = render(<StepTimeline label="Assessment timeline" steps={steps} />);
    const hidden = container.querySelectorAll('[aria-hidden="true"]');
    expect(Array.from(hidden).map((el) => el.textContent)).toEqual(['1', '2', '3']);
  });

  it('shows the optional total', () => {
    render(<StepTimeline label="Assessment timeline" steps={steps} total="Typical total: 3–4 weeks" />);
    expect(screen.getByText('Typical total: 3–4 weeks')).toBeInTheDocument();
  });
});
