/**
 * Task s48 a8 (issue 28, tester u32e F1, lost work): after a second "Load document", an uploaded file that did not load
 * left the earlier load's note with its Undo; pressing it brought back the older document and threw away the form, the
 * request and the unsaved edit in the box. The failed upload's own note is shown now, and its Undo brings back only the
 * text that was in the box. The tester's documents (u32e) are the fixtures: fixtures/u32e/*.
 */
import {act, fireEvent} from '@testing-library/react';
import {readFileSync} from 'node:fs';
import {expect, it} from 'vitest';
import {mountedApiAssistant} from './apiAssistantPage';

const fx = (name: string) => readFileSync(`${__dirname}/fixtures/u32e/${name}`, 'utf8');
const LEAVE = fx('leave.yaml');
const FLEET = fx('fleet.json');
const BROKEN = fx('x_nocolon.json');

const page = mountedApiAssistant();

const box = () => page.container().querySelector('textarea[id$="-doc"]') as HTMLTextAreaElement;
const requestBox = () => page.container().querySelector('input[id$="-req"]') as HTMLInputElement;
const button = (label: string) => [...page.container().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement | undefined;
const text = () => page.container().textContent ?? '';
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const loadBox = async (doc: string) => {
  act(() => fireEvent.change(box(), {target: {value: doc}}));
  act(() => button('Load document')!.click());
  await wait(50);
};
const upload = async (name: string, content: string) => {
  const input = page.container().querySelector('input[type=file]') as HTMLInputElement;
  const file = new File([content], name, {type: 'application/json'});
  await act(async () => {
    fireEvent.change(input, {target: {files: [file]}});
  });
  await wait(200);
};

it('F1: a failed upload after a second Load document offers its own Undo, which keeps the document, request and form', async () => {
  await page.render();
  await wait(50);
  await loadBox(LEAVE);
  await loadBox(FLEET);
  expect(text()).toContain('Fleet Maintenance API (u32e)');
  // The earlier load's note (as u32e saw it).
  expect(text()).toMatch(/The document loaded replaced/);
  act(() => fireEvent.change(requestBox(), {target: {value: 'update the odometer of vehicle VH-00317 to 128400 km'}}));
  act(() => fireEvent.submit(requestBox().form!));
  await wait(50);
  const odometer = page.container().querySelector('input[id$="odometerKm"]') as HTMLInputElement;
  expect(odometer.value).toBe('128400');
  const notes = page.container().querySelector('[id$="notes"]') as HTMLInputElement;
  act(() => fireEvent.change(notes, {target: {value: 'hand-typed note'}}));
  const edited = FLEET.replace('Fleet Maintenance API', 'Fleet Maintenance API EDITED');
  act(() => fireEvent.change(box(), {target: {value: edited}}));

  await upload('x_nocolon.json', BROKEN);
  expect(text()).toMatch(/JSON syntax error/);
  // The failed upload's own note, not the earlier load's.
  expect(text()).not.toMatch(/The document loaded replaced/);
  expect(text()).toMatch(/The uploaded file replaced the text in the box/);
  act(() => button('Undo')!.click());
  await wait(50);
  // Only the box's text is back (the unsaved edit); the fleet document, request and form are as they were.
  expect(box().value).toBe(edited);
  expect(requestBox().value).toBe('update the odometer of vehicle VH-00317 to 128400 km');
  expect((page.container().querySelector('input[id$="odometerKm"]') as HTMLInputElement).value).toBe('128400');
  expect((page.container().querySelector('[id$="notes"]') as HTMLInputElement).value).toBe('hand-typed note');
  expect(text()).not.toContain('People & Leave API');
  expect(text()).toMatch(/Undone: the text in the box is back/);
});
