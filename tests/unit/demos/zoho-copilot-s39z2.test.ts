/**
 * Zoho Copilot, task s39z2 (issue 28, tester u28t Z-1): words that name a filter ("called", "named",
 * "containing", "titled", "with … in the name", "per", "grouped by", "for each") may change which records
 * are meant, so "Run without …" must never be offered for them. Each row is a GENERATED phrasing × module;
 * the contract checked is the page's promise: dropping is offered only where the words change no condition.
 */
import {describe, expect, it} from 'vitest';
import {parseQuestion} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-26';
const MODULES = ['deals', 'leads', 'accounts'] as const;
const PHRASES = [
  'called Fleet tracking rollout',
  'named Fleet',
  'containing analytics',
  'that contain analytics',
  'titled analytics',
  'with analytics in the name',
  'per country',
  'grouped by country',
  'for each country',
  'whose name contains fleet',
  'named like analytics',
  'called anything with fleet',
];
const ROWS = MODULES.flatMap((m) => PHRASES.map((p) => `${m} ${p}`)).concat(['top 2 deals per country', 'top 3 leads per source']);

describe('Z-1: filter words are never offered for dropping', () => {
  it.each(ROWS)('%s', (q) => {
    const r = parseQuestion(q, TODAY);
    if (r.ok) {
      // Read in full: nothing left out.
      expect(r.ignored).toEqual([]);
    } else {
      // Refused: either no partial reading at all, or one marked as not droppable.
      if (r.partial) expect(r.keepsMeaning).toBe(false);
      expect(r.error).not.toMatch(/run the query without/);
    }
  });
});
