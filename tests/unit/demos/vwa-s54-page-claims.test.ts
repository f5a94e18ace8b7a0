/**
 * s54, tester t-vwa F8, F9, F7: what the page says must be what happens. F8: "Reassign a task … the owner follows the
 * name" was false (the row goes to "check this item": the "Yes" below is still Tom's). F9: "Build the same assistant
 * step by step" linked to a tutorial that builds a LangGraph request router, not this transcript analyzer. F7: "everything
 * it claims can be traced back to the transcript" stood right below the unchecked model summary. Each test failed on the
 * page text before the change.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';
import {SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const page = readFileSync(join(__dirname, '../../../demo-room/virtual-workplace-assistant.mdx'), 'utf8');
const tutorial = readFileSync(join(__dirname, '../../../learning-hub/tutorials/virtual-workplace-assistant.mdx'), 'utf8');
const bullet = (start: string) => page.split('\n').find((l) => l.startsWith(start)) ?? '';

describe('t-vwa F8: "Reassign a task" says what happens', () => {
  const asked = SAMPLE_TRANSCRIPT.replace('Tom, can you fix', 'Aisha, can you fix');
  const task = 'Fix the search index settings and rerun the load test by Thursday';

  it('the first edit gives "check this item", as the page says', () => {
    expect(rows(asked)).toContain(`Aisha Khan: ${task} | Thursday | check`);
    const text = bullet('- **Reassign a task.**');
    expect(text).toContain('"check this item"');
    expect(text).not.toContain('the owner follows the name');
  });

  it('with the reply line\'s speaker changed too, the task is Aisha Khan\'s, due Thursday, as the page says', () => {
    const replied = asked.replace('[09:04] Tom Becker: Yes.', '[09:04] Aisha Khan: Yes.');
    expect(rows(replied)).toContain(`Aisha Khan: ${task} | Thursday | open`);
    expect(bullet('- **Reassign a task.**')).toMatch(/from "Tom Becker" to "Aisha Khan".*the task is Aisha Khan's, due Thursday/);
  });
});

describe('t-vwa F9: the tutorial link says what the tutorial builds', () => {
  it('no "same assistant"; the tutorial is named as the LangGraph request router it is', () => {
    expect(tutorial).toMatch(/LangGraph/);
    expect(tutorial).not.toMatch(/transcript/i);
    const line = page.split('\n').find((l) => l.includes('/learning-hub/tutorials/virtual-workplace-assistant'))!;
    expect(line).not.toMatch(/same assistant/i);
    expect(line).toMatch(/LangGraph/);
    expect(line).toMatch(/does not build this transcript analyzer/);
  });
});

describe('t-vwa F7: the page does not say the model summary is traced back', () => {
  it('"traced back" is claimed for the extraction only, and the model summary is named as unchecked', () => {
    const line = page.split('\n').find((l) => l.includes('traced back'))!;
    expect(line).not.toMatch(/everything it claims can be traced back/);
    expect(line).toMatch(/model summary is the exception/);
    expect(readFileSync(join(__dirname, '../../../src/demos/virtual-workplace-assistant/AbstractiveSummary.tsx'), 'utf8')).toContain('not checked against the transcript');
  });
});
