import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import LastVerified, {parseVerifiedDate} from '@site/src/components/LastVerified';

describe('parseVerifiedDate', () => {
  it('reads the ISO string YAML dates become on the client', () => {
    expect(parseVerifiedDate('2026-11-24T00:00:00.000Z')).toEqual({iso: '2026-11-24', label: 'November 24, 2026'});
  });

  it('reads a Date and a quoted date string alike', () => {
    expect(parseVerifiedDate(new Date(Date.UTC(2026, 10, 3)))?.label).toBe('November 3, 2026');
    expect(parseVerifiedDate('2026-01-09')?.label).toBe('January 9, 2026');
  });

  it('rejects values that are not dates', () => {
    expect(parseVerifiedDate(undefined)).toBeNull();
    expect(parseVerifiedDate('soon')).toBeNull();
    expect(parseVerifiedDate('2026-13-01')).toBeNull();
  });
});

describe('LastVerified', () => {
  it('tells the reader when the sources were checked, with a machine-readable date', () => {
    render(<LastVerified value="2026-11-24T00:00:00.000Z" />);
    expect(screen.getByText(/Sources checked/)).toHaveTextContent('Sources checked November 24, 2026');
    expect(screen.getByText('November 24, 2026')).toHaveAttribute('dateTime', '2026-11-24');
  });

  it('renders nothing without a date', () => {
    const {container} = render(<LastVerified value={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
