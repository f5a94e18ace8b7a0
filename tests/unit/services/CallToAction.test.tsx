import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import CallToAction from '@site/src/components/CallToAction';

describe('CallToAction', () => {
  it('is a region named by its heading', () => {
    render(
      <CallToAction
        heading="Start an assessment"
        text="Tell us about your goals."
        primary={{label: 'Request an assessment', href: '/contact/project-request?offering=consulting-assessment'}}
      />,
    );
    const region = screen.getByRole('region', {name: 'Start an assessment'});
    expect(within(region).getByRole('heading', {level: 2, name: 'Start an assessment'})).toBeInTheDocument();
    expect(within(region).getByText('Tell us about your goals.')).toBeInTheDocument();
  });

  it('links the primary action, keeping the query string', () => {
    render(
      <CallToAction
        heading="Start an assessment"
        text="Tell us about your goals."
        primary={{label: 'Request an assessment', href: '/contact/project-request?offering=consulting-assessment'}}
      />,
    );
    expect(screen.getByRole('link', {name: 'Request an assessment'})).toHaveAttribute(
      'href',
      '/contact/project-request?offering=consulting-assessment',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('adds a secondary link and honours the heading level', () => {
    render(
      <CallToAction
        heading="Talk to us first"
        text="Not sure yet?"
        headingLevel={3}
        primary={{label: 'Request a project', href: '/contact/project-request'}}
        secondary={{label: 'Other ways to reach us', href: '/contact/intro'}}
      />,
    );
    expect(screen.getByRole('heading', {level: 3, name: 'Talk to us first'})).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Request a project', '/contact/project-request'],
      ['Other ways to reach us', '/contact/intro'],
    ]);
  });
});
