/**
 * Issue 28, "Say 'I don't know' honestly": one test per finding of the review, each written to fail
 * on the build before the fix (confirmed against that build) and to pass after it. The model
 * endpoint is faked with page.route, as in demos.spec.ts.
 */
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {test, expect} from './fixtures';

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
}

const FAKE_BASE = 'http://127.0.0.1:4110/fake-llm/v1';
const FAKE_COMPLETIONS = `${FAKE_BASE}/chat/completions`;

/** A streamed chat-completions body (OpenAI's server-sent events, ending with [DONE]). */
const sse = (...pieces: string[]) => pieces.map((p) => `data: ${JSON.stringify({choices: [{delta: {content: p}}]})}\n\n`).join('') + 'data: [DONE]\n\n';

async function useFakeModel(page: Page): Promise<void> {
  const panel = page.locator('article');
  await panel.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await panel.getByLabel('Base URL').fill(FAKE_BASE);
  await panel.getByLabel('Model', {exact: true}).fill('fake-model');
  await panel.getByLabel('API key').fill('sk-test-not-a-real-key');
  await panel.getByRole('button', {name: 'Use this model'}).click();
  await expect(panel.getByRole('status').filter({hasText: 'Using fake-model'})).toBeVisible();
}

async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
}
const coql = (page: Page) => page.getByRole('region', {name: 'COQL query'});
const answer = (page: Page) => page.getByRole('region', {name: 'Answer table'});

async function openZohoCopilot(page: Page): Promise<void> {
  await page.goto('/demo-room/zoho-copilot');
  await expect(page.getByText('"top 3 largest deals": 3 deals found in the sample data.')).toBeVisible();
}

test.describe('Zoho Copilot reads negations and says what it did not understand', () => {
  test.beforeEach(async ({page}) => openZohoCopilot(page));

  test('"deals not won" lists the deals that are not won', async ({page}) => {
    await ask(page, 'deals not won');
    await expect(coql(page)).toContainText("where Stage != 'Closed Won'");
    await expect(page.getByText('"deals not won": 8 deals found')).toBeVisible();
    await expect(answer(page)).not.toContainText('Closed Won');
  });

  test('"except Bluefin" leaves Bluefin out', async ({page}) => {
    await ask(page, 'deals except Bluefin');
    await expect(coql(page)).toContainText("Account_Name.Account_Name != 'Bluefin Logistics (Sample)'");
    await expect(answer(page)).not.toContainText('Bluefin');
  });

  test('"not over 50k" is at most 50k', async ({page}) => {
    await ask(page, 'deals not over 50k');
    await expect(coql(page)).toContainText('where Amount <= 50000');
    await expect(page.getByText('"deals not over 50k": 3 deals found')).toBeVisible();
  });

  test('"over €50.000" reads the European number instead of returning every deal', async ({page}) => {
    await ask(page, 'deals over €50.000');
    await expect(coql(page)).toContainText('where Amount > 50000');
    await expect(page.getByText('"deals over €50.000": 7 deals found')).toBeVisible();
  });

  test('its headline question "website leads nobody has called yet" is fully understood', async ({page}) => {
    await ask(page, 'website leads nobody has called yet');
    await expect(coql(page)).toContainText("(Lead_Status = 'Not Contacted' and Lead_Source = 'Web Site')");
    await expect(answer(page).getByRole('row', {name: /Ava Brennan/})).toBeVisible();
    await expect(page.getByText('"website leads nobody has called yet": 1 lead found')).toBeVisible();
  });

  test('"deals owned by me" says "I did not understand" and shows no records until asked to', async ({page}) => {
    await ask(page, 'deals owned by me');
    await expect(page.getByText('I did not understand “owned by me”, so no records are shown.', {exact: false})).toBeVisible();
    await expect(answer(page)).toHaveCount(0);
    await expect(page.getByLabel('Your question')).toHaveValue('deals owned by me');
    await expectNoAxeViolations(page);
    await page.getByRole('button', {name: 'Run without “owned by me”'}).click();
    await expect(page.getByText('"deals owned by me": 10 deals found')).toBeVisible();
    await expect(page.getByText('Left out, not understood: “owned by me”')).toBeVisible();
  });
});

test.describe('Zoho Copilot reads "or", "neither … nor" and grouping (issue 28, D1) and counts in the singular (D8)', () => {
  test.beforeEach(async ({page}) => openZohoCopilot(page));

  test('"deals won or lost" is the won ones and the lost ones, as one in (...) list', async ({page}) => {
    await ask(page, 'deals won or lost');
    await expect(coql(page)).toContainText("where Stage in ('Closed Won', 'Closed Lost') limit 200");
    await expect(page.getByText('"deals won or lost": 3 deals found')).toBeVisible();
    await expect(answer(page).getByRole('row', {name: /Closed Lost/})).toHaveCount(1);
    await expect(answer(page).getByRole('row', {name: /Closed Won/})).toHaveCount(2);
  });

  test('"not won or lost" and "neither won nor lost" are the open deals', async ({page}) => {
    for (const question of ['deals not won or lost', 'deals neither won nor lost']) {
      await ask(page, question);
      await expect(coql(page)).toContainText("where Stage not in ('Closed Won', 'Closed Lost') limit 200");
      await expect(page.getByText(`"${question}": 7 deals found`)).toBeVisible();
      await expect(answer(page)).not.toContainText('Closed');
    }
  });

  test('"deals not won or lost in Berlin" is the one open deal of the Berlin account, with the lookup field in COQL', async ({page}) => {
    await ask(page, 'deals not won or lost in Berlin');
    await expect(coql(page)).toContainText("where (Stage not in ('Closed Won', 'Closed Lost') and Account_Name.Billing_City = 'Berlin')");
    await expect(page.getByText('"deals not won or lost in Berlin": 1 deal found')).toBeVisible();
    await expect(answer(page).getByRole('row', {name: /Analytics platform renewal/})).toBeVisible();
  });

  test('"and" binds before "or": won deals over 50k or lost deals under 40k', async ({page}) => {
    await ask(page, 'won deals over 50k or lost deals under 40k');
    await expect(coql(page)).toContainText("where ((Stage = 'Closed Won' and Amount > 50000) or (Stage = 'Closed Lost' and Amount < 40000))");
    await expect(page.getByRole('listitem').filter({hasText: /^Any of these:/})).toBeVisible();
    await expect(page.getByText('"won deals over 50k or lost deals under 40k": 3 deals found')).toBeVisible();
  });

  test('an ambiguous "not won or over 50k" says so and shows no records', async ({page}) => {
    await ask(page, 'deals not won or over 50k');
    await expect(page.getByText('I could not tell whether “not won” also covers “over 50k”', {exact: false})).toBeVisible();
    await expect(answer(page)).toHaveCount(0);
    await expect(page.getByLabel('Your question')).toHaveValue('deals not won or over 50k');
  });

  test('a single match is counted in the singular: "1 lead found", "1 deal found"', async ({page}) => {
    await ask(page, 'leads in Berlin');
    await expect(page.getByText('"leads in Berlin": 1 lead found in the sample data.')).toBeVisible();
    await ask(page, 'deals for Summit');
    await expect(page.getByText('"deals for Summit": 1 deal found in the sample data.')).toBeVisible();
  });
});

test.describe('Document Q&A says "no good match" and checks citations', () => {
  test('the travel policy is no good match for parental leave, and no model is asked', async ({page}) => {
    let modelCalls = 0;
    await page.route(FAKE_COMPLETIONS, async (route) => {
      modelCalls++;
      await route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('Ten weeks [1].')});
    });
    await page.goto('/demo-room/document-qa');
    await expect(page.getByText(/Ready: “Travel and expenses policy/)).toBeVisible();
    await useFakeModel(page);
    await page.getByLabel('2. Your question').fill('How many weeks of parental leave do I get?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText(/^No good match: the closest passage contains 1 of the 3 words/)).toBeVisible();
    await expect(page.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
    await expect(page.getByText('Ten weeks')).toHaveCount(0);
    expect(modelCalls).toBe(0);
    // The closest passages stay available on request, labelled as weak.
    await page.getByText('Show the closest passages anyway').click();
    await expect(page.getByRole('list', {name: 'Closest passages (weak matches)'})).toContainText('two weeks');
    await expectNoAxeViolations(page);
  });

  test('a press-kit line is no good match for "capital of Australia" in this guide', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('This guide').check();
    await page.getByRole('button', {name: 'Load the guide'}).click();
    await expect(page.getByText(/Ready: “This guide”, \d+ passages/)).toBeVisible({timeout: 20_000});
    await page.getByLabel('2. Your question').fill('What is the capital of Australia?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText(/^No good match:/)).toBeVisible();
    await expect(page.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
    // A good question over the same index still gets its passages.
    await page.getByLabel('2. Your question').fill('How does HNSW trade recall for memory?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first()).toContainText(/HNSW/i);
  });

  test('citations link to their passage; a citation of a passage that was not retrieved is flagged', async ({page}) => {
    await page.route(FAKE_COMPLETIONS, (route) =>
      route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('A vice president approves it [1]. ', 'Trains are always free [7].')}),
    );
    await page.goto('/demo-room/document-qa');
    await useFakeModel(page);
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    const passages = page.getByRole('list', {name: 'Top passages'}).getByRole('listitem');
    await expect(page.getByText('Trains are always free')).toBeVisible();
    await expect(passages.first()).toBeVisible();
    const count = await passages.count();
    expect(count).toBeLessThan(7);
    const link = page.locator('article a[href$="passage-1"]');
    await expect(link).toBeVisible();
    await expect(link).toHaveText(/^\[?1$/);
    await expect(link.locator('xpath=..')).toContainText('approves it [1].');
    const target = await passages.first().getAttribute('id');
    expect(await link.getAttribute('href')).toBe(`#${target}`);
    await expect(page.getByText('[7: no such passage]')).toBeVisible();
    await expect(page.getByText(new RegExp(`The answer cites \\[7\\], but only ${count} passages? w`))).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    await expect(passages.first()).toBeInViewport();
  });

  test('Japanese text is searchable', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('Paste text').check();
    await page.getByLabel('Document text').fill('出張規程。東京の会議に参加する社員は、ホテル代を一泊二万円まで精算できます。\n\n休暇規程。年次有給休暇は入社六か月後に十日付与されます。');
    await page.getByRole('button', {name: 'Use this text'}).click();
    await expect(page.getByText(/Ready: “Pasted text”/)).toBeVisible();
    await page.getByLabel('2. Your question').fill('ホテル代はいくらまで精算できますか');
    await page.getByRole('button', {name: 'Ask'}).click();
    const first = page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first();
    await expect(first).toContainText('一泊二万円');
    await expect(first.locator('mark').first()).toBeVisible();
  });
});

test("Zohlar's Ask says 'no good match' for a question its documents do not cover", async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  await ask.getByLabel('Question about the workspace documents').fill('How many weeks of parental leave do I get?');
  await ask.getByRole('button', {name: 'Ask'}).click();
  await expect(ask.getByText(/^No good match:/)).toBeVisible();
  await expect(ask.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
});

test('Simple Chat offline says "no good match" instead of listing unrelated guide passages', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await page.getByLabel('Message').fill('What is the capital of Australia?');
  await page.getByLabel('Message').press('Enter');
  await expect(page.getByRole('log')).toContainText('No good match');
  await expect(page.getByRole('log').getByRole('link')).toHaveCount(0);
});

test('the Universal API Assistant preselects no operation for a weak match', async ({page}) => {
  await page.goto('/demo-room/universal-api-assistant');
  await page.getByLabel('Describe it in plain words').fill('chocolate cake recipe order');
  await page.getByRole('button', {name: 'Find operations'}).click();
  await expect(page.getByText(/No good match for "chocolate cake recipe order"/)).toBeVisible();
  const ops = page.getByRole('group', {name: 'Closest operations (weak matches)'});
  await expect(ops.getByRole('radio').first()).toBeVisible();
  await expect(ops.getByRole('radio', {checked: true})).toHaveCount(0);
});

test('Task Automation sends a rule-only category to a person, so the suggested rule cannot close m15 with a thank-you', async ({page}) => {
  await page.goto('/demo-room/task-automation');
  const rules = page.getByLabel(/^Rules \(phrases separated by/);
  await rules.fill(`${await rules.inputValue()}\nquestion | call me => feedback`);
  await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
  const row = page.getByRole('region', {name: 'Triage results table'}).getByRole('row', {name: /m15: Question/});
  await expect(row).toContainText('Feedback');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Person');
  const queued = page.getByRole('list', {name: 'Items waiting for approval'}).getByRole('listitem').filter({hasText: 'm15: Question'});
  await expect(queued).toContainText('only a keyword rule chose feedback');
});

test('the Virtual Workplace Assistant reads a Zoom WebVTT export by speaker, without cue numbers or timings', async ({page}) => {
  const zoom = [
    'WEBVTT',
    '',
    '1',
    '00:00:01.350 --> 00:00:05.120',
    'Maria Lopez: Good morning. The goal today is to confirm the launch plan.',
    '',
    '2',
    '00:00:05.900 --> 00:00:09.010',
    'Tom Becker: Search pages take about four seconds at peak.',
    '',
    '3',
    '00:00:09.500 --> 00:00:13.000',
    'Tom Becker: I will send the pilot customer list to marketing tomorrow.',
    '',
    '4',
    '00:00:13.500 --> 00:00:16.200',
    'Maria Lopez: Agreed. We decided to launch to the pilot group first.',
    '',
  ].join('\n');
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(zoom);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/Found 6 sentences from 2 speakers/)).toBeVisible();
  const summary = page.getByRole('heading', {name: 'Extractive summary'}).locator('..');
  await expect(summary).not.toContainText('-->');
  await expect(summary).not.toContainText('WEBVTT');
  const actions = page.getByRole('region', {name: 'Action items table'});
  await expect(actions.getByRole('row', {name: /Tom Becker .*Send the pilot customer list.*tomorrow/})).toBeVisible();
  // The same export opened as a file.
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await page.getByLabel('Open a transcript file').setInputFiles({name: 'launch.vtt', mimeType: 'text/vtt', buffer: Buffer.from(zoom)});
  await expect(page.getByText(/Read as WebVTT captions.*Found 6 sentences from 2 speakers/)).toBeVisible();
  await expect(page.getByLabel('Meeting title')).toHaveValue('launch');
});

test('the Teams form of WebVTT (<v> voice tags) pasted into the box is read by speaker', async ({page}) => {
  const teams = [
    'WEBVTT',
    '',
    'NOTE generated by the meeting service',
    '',
    '0a1b/12-0',
    '00:00:03.125 --> 00:00:05.360',
    '<v Aisha Khan>Support is ready. I will prepare a short FAQ for the support team by Friday.</v>',
    '',
    '0a1b/13-0',
    '00:00:06.000 --> 00:00:08.000',
    '<v Tom Becker>We decided to start with the pilot group.</v>',
  ].join('\n');
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(teams);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByRole('region', {name: 'Action items table'}).getByRole('row', {name: /Aisha Khan .*Prepare a short FAQ.*Friday/})).toBeVisible();
  await expect(page.getByText('(Tom Becker, line 11)')).toBeVisible();
  await expect(page.getByText(/Read as WebVTT captions.*from 2 speakers/)).toBeVisible();
});
