import type {ReactNode} from 'react';
import styles from './styles.module.css';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/**
 * Reads a `last_verified` front-matter value. YAML turns `2026-11-24` into a Date, which reaches the
 * client as an ISO string; a quoted value stays a string. Returns the calendar date or null.
 */
export function parseVerifiedDate(value: unknown): {iso: string; label: string} | null {
  const raw = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName || Number(day) < 1 || Number(day) > 31) return null;
  return {iso: `${year}-${month}-${day}`, label: `${monthName} ${Number(day)}, ${year}`};
}

type Props = {
  /** The page's `last_verified` front matter. */
  readonly value: unknown;
};

/** "Sources checked <date>": when the page's claims were last checked against their sources. */
export default function LastVerified({value}: Props): ReactNode {
  const date = parseVerifiedDate(value);
  if (!date) return null;
  return (
    <p className={styles.verified}>
      Sources checked <time dateTime={date.iso}>{date.label}</time>
    </p>
  );
}
