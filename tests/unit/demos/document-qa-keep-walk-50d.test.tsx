/**
 * s50 task d (issue 28, tester u33b: /tmp/u33b/FINDINGS.md F2, run_persist.js, run_persist2.js, run_persist3.js), Document
 * Q&A's paste box in jsdom: no sequence of type-overs, empties, "Bring my text back", "Bring back …", Forget + Undo and
 * reloads may lose a text the page says it keeps (the last three texts replaced, and the text emptied from the box).
 * The tester's exact sequences first, then seeded walks over those actions, checked after every step against a model of
 * what the page promises (demo-room/document-qa.mdx).
 */
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {box, cleanStorageAroundEachTest, pasteAndKeep} from './documentQaPaste';

cleanStorageAroundEachTest();

const LEASE = '# Residential lease (illustrative)\n\nTenant: Mara Olsen. The monthly rent is 1,150 EUR, due on the 3rd of each month.\n\nParking: one space in the rear lot, 40 EUR a month.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent ?? '').filter((t) => /Bring|Undo|Forget/.test(t));

async function reload(): Promise<void> {
  await sleep(700);
  cleanup();
  render(<DocumentQa />);
  // The session record (source, pasted text, replaced texts) and the kept record load once the page is idle.
  await waitFor(() => expect((screen.getByLabelText('Paste text') as HTMLInputElement).checked).toBe(true), {timeout: 10_000});
  await sleep(400);
}

async function typeOver(text: string): Promise<void> {
  fireEvent.change(box(), {target: {value: text}});
  await sleep(50);
}

describe('u33b F2: the tester’s sequences', () => {
  for (const reloadBetween of [false, true]) {
    it(`type over, empty, Bring my text back: the earlier text is still offered (${reloadBetween ? 'with' : 'no'} reload)`, async () => {
      await pasteAndKeep(LEASE, 'Residential lease');
      await typeOver('Short note B.');
      await screen.findByRole('button', {name: 'Bring back the earlier text'});
      fireEvent.change(box(), {target: {value: ''}});
      await screen.findByRole('button', {name: 'Bring my text back'});
      // The earlier text stays offered while the box is empty too.
      expect(screen.getByRole('button', {name: 'Bring back the earlier text'})).toBeTruthy();
      if (reloadBetween) await reload();
      fireEvent.click(await screen.findByRole('button', {name: 'Bring my text back'}, {timeout: 10_000}));
      await waitFor(() => expect(box().value).toBe('Short note B.'));
      fireEvent.click(await screen.findByRole('button', {name: 'Bring back the earlier text'}));
      expect(box().value).toBe(LEASE);
      // And the switch goes both ways, also after another reload.
      await reload();
      fireEvent.click(await screen.findByRole('button', {name: 'Bring back the earlier text'}, {timeout: 10_000}));
      expect(box().value).toBe('Short note B.');
    }, 90_000);
  }

  it('four replacements, reload, empty, reload, Bring my text back: all three earlier texts still offered', async () => {
    await pasteAndKeep(LEASE, 'Residential lease');
    for (const t of ['First replacement text about bikes.', 'Second replacement about cars.', 'Third replacement about boats.', 'Fourth replacement about trains.']) await typeOver(t);
    await reload();
    expect(box().value).toBe('Fourth replacement about trains.');
    expect(buttons()).toEqual(expect.arrayContaining(['Bring back the earlier text', expect.stringMatching(/Second replacement/), expect.stringMatching(/First replacement/)]));
    fireEvent.change(box(), {target: {value: ''}});
    await screen.findByRole('button', {name: 'Bring my text back'});
    await reload();
    fireEvent.click(await screen.findByRole('button', {name: 'Bring my text back'}, {timeout: 10_000}));
    await waitFor(() => expect(box().value).toBe('Fourth replacement about trains.'));
    const hint = screen.getByRole('button', {name: 'Bring back the earlier text'}).closest('div')?.textContent ?? '';
    expect(hint).toMatch(/starting “Third replacement/);
    expect(hint).toMatch(/Bring back “Second replacement/);
    expect(hint).toMatch(/Bring back “First replacement/);
  }, 90_000);

  it('type over, Forget it, Undo: the earlier text is offered again (persist3.log V1)', async () => {
    await pasteAndKeep(LEASE, 'Residential lease');
    await typeOver('Oops typed over.');
    await screen.findByRole('button', {name: 'Bring back the earlier text'});
    fireEvent.click((await screen.findAllByRole('button', {name: 'Forget it'}, {timeout: 10_000}))[0]);
    fireEvent.click(await screen.findByRole('button', {name: 'Undo'}));
    await waitFor(() => expect(box().value).toBe('Oops typed over.'));
    fireEvent.click(await screen.findByRole('button', {name: 'Bring back the earlier text'}));
    expect(box().value).toBe(LEASE);
  }, 60_000);
});

/** A small seeded random walk (mulberry32), so a failure names the seed and the steps that led to it. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Model = {box: string; offers: string[]; emptied: string | null};
const KEEP = 3;
/** The texts offered on the page, by their tags (each walk text starts with a unique tag such as "W07"). */
function offeredTags(): string[] {
  const field = box().parentElement!;
  const tags: string[] = [];
  for (const el of Array.from(field.querySelectorAll('p'))) {
    for (const m of (el.textContent ?? '').matchAll(/(?:starting “|Bring back “)(W\d\d)/g)) tags.push(m[1]);
  }
  return tags;
}
const tag = (t: string) => t.slice(0, 3);

async function check(model: Model, log: string[]): Promise<void> {
  await waitFor(
    () => {
      const where = log.join(' → ');
      expect(box().value, where).toBe(model.box);
      expect(offeredTags(), where).toEqual(model.offers.map(tag));
      expect(screen.queryByRole('button', {name: 'Bring my text back'}) !== null, where).toBe(model.emptied !== null);
    },
    {timeout: 5000},
  );
}

describe('u33b F2: seeded walks over edits, empties, bring-backs, Forget + Undo and reloads', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`seed ${seed}: every text the page keeps is in the box or offered back after each step`, async () => {
      const next = rng(seed);
      let n = 0;
      // Each text is new as a whole (not an edit of another), as a type-over or a paste of another document is.
      const WORDS = ['lease', 'rent', 'parking', 'clinic', 'night', 'shift', 'taxi', 'refund', 'boiler', 'garden', 'deposit', 'ward', 'invoice', 'badge', 'laptop', 'printer'];
      const fresh = () => `W${String(++n).padStart(2, '0')} ${Array.from({length: 8}, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')}.`;
      const first = fresh();
      await pasteAndKeep(first, first.slice(0, 20));
      const model: Model = {box: first, offers: [], emptied: null};
      const log = [`paste ${tag(first)}`];
      for (let step = 0; step < 18; step++) {
        const r = next();
        if (r < 0.3) {
          const t = fresh();
          const held = model.box.trim() ? model.box : model.emptied;
          if (held) model.offers = [held, ...model.offers.filter((x) => x !== held)].slice(0, KEEP);
          model.emptied = null;
          model.box = t;
          log.push(`type over with ${tag(t)}`);
          await typeOver(t);
        } else if (r < 0.45) {
          if (!model.box.trim()) continue;
          model.emptied = model.box;
          model.box = '';
          log.push('empty');
          fireEvent.change(box(), {target: {value: ''}});
        } else if (r < 0.55) {
          if (model.emptied === null) continue;
          model.box = model.emptied;
          model.emptied = null;
          log.push('Bring my text back');
          fireEvent.click(screen.getByRole('button', {name: 'Bring my text back'}));
        } else if (r < 0.75) {
          if (model.offers.length === 0) continue;
          const i = Math.floor(next() * model.offers.length);
          const chosen = model.offers[i];
          const held = model.box.trim() ? model.box : model.emptied;
          const rest = model.offers.filter((x) => x !== chosen);
          model.offers = held ? [held, ...rest].slice(0, KEEP) : rest;
          model.emptied = null;
          model.box = chosen;
          log.push(`bring back ${tag(chosen)}`);
          fireEvent.click(i === 0 ? screen.getByRole('button', {name: 'Bring back the earlier text'}) : screen.getByRole('button', {name: new RegExp(`^Bring back “${tag(chosen)}`)}));
        } else if (r < 0.85) {
          // "Forget it" is offered for kept text; with the box emptied nothing is kept, so there is nothing to forget.
          if (!model.box.trim()) continue;
          log.push('Forget it + Undo');
          fireEvent.click((await screen.findAllByRole('button', {name: 'Forget it'}, {timeout: 10_000}))[0]);
          fireEvent.click(await screen.findByRole('button', {name: 'Undo'}));
        } else {
          log.push('reload');
          await reload();
        }
        await check(model, log);
      }
    }, 180_000);
  }
});
