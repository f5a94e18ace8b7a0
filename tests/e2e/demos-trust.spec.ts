/**
 * Issue 28, "Say 'I don't know' honestly": one test per finding of the review, each written to fail
 * on the build before the fix (confirmed against that build) and to pass after it. The model
 * endpoint is faked with page.route, as in demos.spec.ts.
 */
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {test, expect, type PageProblems} from './fixtures';
import {storageFull} from './taskAutomation';
import {BIKE_SHARE_PARAGRAPHS} from '../unit/demos/support/bikeShareRules';

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
  await expect(page.getByText('"top 3 largest deals": 3 deals found in the sample data.').first()).toBeVisible();
}

test.describe('Zoho Copilot reads negations and says what it did not understand', () => {
  test.beforeEach(async ({page}) => openZohoCopilot(page));

  test('"deals not won" lists the deals that are not won', async ({page}) => {
    await ask(page, 'deals not won');
    await expect(coql(page)).toContainText("where Stage != 'Closed Won'");
    await expect(page.getByText('"deals not won": 8 deals found').first()).toBeVisible();
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
    await expect(page.getByText('"deals not over 50k": 3 deals found').first()).toBeVisible();
  });

  test('"over €50.000" reads the European number instead of returning every deal', async ({page}) => {
    await ask(page, 'deals over €50.000');
    await expect(coql(page)).toContainText('where Amount > 50000');
    await expect(page.getByText('"deals over €50.000": 7 deals found').first()).toBeVisible();
  });

  test('its headline question "website leads nobody has called yet" is fully understood', async ({page}) => {
    await ask(page, 'website leads nobody has called yet');
    await expect(coql(page)).toContainText("(Lead_Status = 'Not Contacted' and Lead_Source = 'Web Site')");
    await expect(answer(page).getByRole('row', {name: /Ava Brennan/})).toBeVisible();
    await expect(page.getByText('"website leads nobody has called yet": 1 lead found').first()).toBeVisible();
  });

  test('"deals owned by me" says "I did not understand" and shows no records until asked to', async ({page}) => {
    await ask(page, 'deals owned by me');
    await expect(page.getByText('I did not understand “owned by me”, so no records are shown.', {exact: false}).first()).toBeVisible();
    await expect(answer(page)).toHaveCount(0);
    await expect(page.getByLabel('Your question')).toHaveValue('deals owned by me');
    await expectNoAxeViolations(page);
    await page.getByRole('button', {name: 'Run without “owned by me”'}).click();
    // The headline quotes what was run and names what was left out (u29z F5).
    await expect(page.getByText('"deals" (run without “owned by me”): 10 deals found').first()).toBeVisible();
    await expect(page.getByText('Left out, not understood: “owned by me”').first()).toBeVisible();
  });
});

test.describe('Zoho Copilot reads "or", "neither … nor" and grouping (issue 28, D1) and counts in the singular (D8)', () => {
  test.beforeEach(async ({page}) => openZohoCopilot(page));

  test('"deals won or lost" is the won ones and the lost ones, as one in (...) list', async ({page}) => {
    await ask(page, 'deals won or lost');
    await expect(coql(page)).toContainText("where Stage in ('Closed Won', 'Closed Lost') limit 200");
    await expect(page.getByText('"deals won or lost": 3 deals found').first()).toBeVisible();
    await expect(answer(page).getByRole('row', {name: /Closed Lost/})).toHaveCount(1);
    await expect(answer(page).getByRole('row', {name: /Closed Won/})).toHaveCount(2);
  });

  test('"not won or lost" and "neither won nor lost" are the open deals', async ({page}) => {
    for (const question of ['deals not won or lost', 'deals neither won nor lost']) {
      await ask(page, question);
      await expect(coql(page)).toContainText("where Stage not in ('Closed Won', 'Closed Lost') limit 200");
      await expect(page.getByText(`"${question}": 7 deals found`).first()).toBeVisible();
      await expect(answer(page)).not.toContainText('Closed');
    }
  });

  test('"deals not won or lost in Berlin" is the one open deal of the Berlin account, with the lookup field in COQL', async ({page}) => {
    await ask(page, 'deals not won or lost in Berlin');
    await expect(coql(page)).toContainText("where (Stage not in ('Closed Won', 'Closed Lost') and Account_Name.Billing_City = 'Berlin')");
    await expect(page.getByText('"deals not won or lost in Berlin": 1 deal found').first()).toBeVisible();
    await expect(answer(page).getByRole('row', {name: /Analytics platform renewal/})).toBeVisible();
  });

  test('"and" binds before "or": won deals over 50k or lost deals under 40k', async ({page}) => {
    await ask(page, 'won deals over 50k or lost deals under 40k');
    await expect(coql(page)).toContainText("where ((Stage = 'Closed Won' and Amount > 50000) or (Stage = 'Closed Lost' and Amount < 40000))");
    await expect(page.getByRole('listitem').filter({hasText: /^Any of these:/})).toBeVisible();
    await expect(page.getByText('"won deals over 50k or lost deals under 40k": 3 deals found').first()).toBeVisible();
  });

  test('an ambiguous "not won or over 50k" says so and shows no records', async ({page}) => {
    await ask(page, 'deals not won or over 50k');
    await expect(page.getByText('I could not tell whether “not won” also covers “over 50k”', {exact: false}).first()).toBeVisible();
    await expect(answer(page)).toHaveCount(0);
    await expect(page.getByLabel('Your question')).toHaveValue('deals not won or over 50k');
  });

  test('a single match is counted in the singular: "1 lead found", "1 deal found"', async ({page}) => {
    await ask(page, 'leads in Berlin');
    await expect(page.getByText('"leads in Berlin": 1 lead found in the sample data.').first()).toBeVisible();
    await ask(page, 'deals for Summit');
    await expect(page.getByText('"deals for Summit": 1 deal found in the sample data.').first()).toBeVisible();
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
    await expect(page.getByText(/Ready: “This guide”, [\d,]+ passages/)).toBeVisible({timeout: 20_000});
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
    await expect(page.getByText('Trains are always free').first()).toBeVisible();
    await expect(passages.first()).toBeVisible();
    const count = await passages.count();
    expect(count).toBeLessThan(7);
    const link = page.locator('article a[href$="passage-1"]').first(); // the answer's [1], not the evidence list's "Passage 1" (s50-ev)
    await expect(link).toBeVisible();
    await expect(link).toHaveText(/^\[?1$/);
    await expect(link.locator('xpath=..')).toContainText('approves it [1].');
    const target = await passages.first().getAttribute('id');
    expect(await link.getAttribute('href')).toBe(`#${target}`);
    await expect(page.getByText('[7: no such passage]').first()).toBeVisible();
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

// u28e S2: off-topic questions whose words are common in the guide got a best match without the notice.
test('Simple Chat and Document Q&A over the guide say "no good match" for off-topic questions made of common words (u28e S2)', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const log = page.getByRole('log');
  for (const message of ['How do I plan a wedding on a small budget?', 'What time does the Louvre open on Sundays?']) {
    await page.getByLabel('Message').fill(message);
    await page.getByLabel('Message').press('Enter');
  }
  // Since 42r's word forms one of these questions' closest passage holds 3 of its 4 words (it held 2): still not the
  // specific one, so still no good match. Since s43 the sentence names the words the passage lacks. Since s47-r "what
  // time" is read as "when", so the Louvre question is about 3 words ("Louvre", "open", "Sundays") and its closest passage holds 1.
  await expect(log.getByText(/No good match: the closest passage contains [123] of the [34] words your question is about, but not “(?:wedding|Louvre)”/)).toHaveCount(2);
  await expect(log.getByRole('link')).toHaveCount(0);
  // A question the guide answers is still answered.
  await page.getByLabel('Message').fill('How does a cross-encoder rerank retrieved passages?');
  await page.getByLabel('Message').press('Enter');
  await expect(log.getByRole('link', {name: /Relevance, reranking and citations/}).first()).toBeVisible();

  await page.goto('/demo-room/document-qa');
  await page.getByLabel('This guide').check();
  await expect(page.getByText(/Ready: “This guide”, [\d,]+ passages/)).toBeVisible({timeout: 20_000});
  await page.getByLabel('2. Your question').fill('How do I plan a wedding on a small budget?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByText(/^No good match: the closest passage contains [23] of the 4 words/)).toBeVisible();
  await expect(page.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
});

// u28e D1: seven pasted paragraphs became two passages, so a citation pointed at four paragraphs.
test('Document Q&A cuts pasted text at its paragraphs, says so, and the best passage is the one paragraph that answers (u28e D1)', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(BIKE_SHARE_PARAGRAPHS.join('\n\n'));
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Ready: “Pasted text”, 7 passages (one per paragraph, each heading kept with its text; longer ones cut at about 900 characters)'})).toBeVisible();
  await page.getByLabel('2. Your question').fill('How much is the late fee per quarter hour?');
  await page.getByRole('button', {name: 'Ask'}).click();
  const first = page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first();
  await expect(first).toContainText('every started quarter hour');
  await expect(first).not.toContainText('E-bikes');
  await expect(first).not.toContainText('Students');
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
  // The subject comes from the transcript, never from the file's name (37v, u28j V-6).
  await expect(page.getByLabel('Meeting title')).toHaveValue('');
  expect((await page.getByLabel('Follow-up e-mail draft text').inputValue()).split('\n')[0]).toBe('Subject: Follow-up: The launch plan');
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
  await expect(page.getByText('(Tom Becker, line 11)').first()).toBeVisible();
  await expect(page.getByText(/Read as WebVTT captions.*from 2 speakers/)).toBeVisible();
});

test.describe('Task Automation names no category without evidence, reads negations and keeps the reader’s edits', () => {
  const PATH = '/demo-room/task-automation';
  const row = (page: Page, id: string) => page.getByRole('region', {name: 'Triage results table'}).getByRole('row', {name: new RegExp(`^${id}: `)});

  /** Writes a message over m01 (its Steps panel is open on load) and reruns the pipeline. */
  async function rewriteM01(page: Page, subject: string, body: string) {
    await page.goto(PATH);
    await expect(page.getByRole('heading', {name: /^Steps for m01:/})).toBeVisible();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Body').fill(body);
    await page.getByRole('button', {name: 'Save message and rerun'}).click();
    await expect(page.getByText('Saved message m01 and triaged it again.').first()).toBeVisible();
  }

  test('a negated request is not the category: "I do not want a refund… where is my parcel" is a delivery question', async ({page}) => {
    await rewriteM01(page, 'No refund', 'I do not want a refund… where is my parcel');
    const cells = row(page, 'm01').getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Shipping and delivery');
    await expect(cells.nth(3)).toHaveText('Reply asking for the order number to check the delivery.');
    await expect(page.getByText(/Left out as negated or set aside: "refund", "want"/)).toBeVisible();
  });

  test('a Greek message is "Not sure", language not covered, with no category and no action', async ({page}) => {
    await rewriteM01(page, 'Παραγγελία', 'Γεια σας, η παραγγελία μου δεν έφτασε ακόμα. Θέλω επιστροφή χρημάτων.');
    const cells = row(page, 'm01').getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Not sure (language not covered)');
    await expect(cells.nth(2)).toHaveText('none');
    await expect(cells.nth(3)).toHaveText('None proposed: a person reads the message and decides.');
    await expect(cells.nth(4)).toHaveText('Person');
    await expect(page.getByText(/the message is written in Greek script; the examples cover English only/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('thanks before a $900 refund request: the refund is the category and its size is a reason for a person', async ({page}) => {
    await rewriteM01(page, 'Thank you', 'Thank you so much, your support team was very helpful last time! Thank you again. Now please refund $900.');
    const cells = row(page, 'm01').getByRole('cell');
    // Praise next to a request is context, not a second request (u28f T-D, session 35).
    await expect(cells.nth(1)).toHaveText('Refund request');
    await expect(cells.nth(4)).toHaveText('Person');
    const queued = page.getByRole('list', {name: 'Items waiting for approval'}).getByRole('listitem').filter({hasText: 'm01: Thank you'});
    await expect(queued).toContainText('the refund asked for ($900) is over 100');
    await expect(queued).not.toContainText('several requests');
  });

  test('edited messages, rules and decisions survive a reload; unreadable saved data is kept and offered for download', async ({page}) => {
    await rewriteM01(page, 'Where is my parcel', 'My parcel ORD-77777 never arrived and tracking is stuck.');
    const rules = page.getByLabel(/^Rules \(phrases separated by/);
    await rules.fill(`${await rules.inputValue()}\nquestion | call me => feedback`);
    await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
    await page.getByRole('button', {name: 'Reject m06'}).click();
    await page.getByLabel('Body').fill('refund?');
    await page.getByRole('button', {name: 'Add as a new message'}).click();
    await expect(page.getByText('Added message m21 and triaged it.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Restored your saved edits.', {exact: false}).first()).toBeVisible();
    await expect(row(page, 'm01')).toContainText('Check carrier tracking for ORD-77777');
    await expect(row(page, 'm21')).toContainText('Reply asking for the order number before any refund.');
    await expect(page.getByLabel(/^Rules \(phrases separated by/)).toHaveValue(/question \| call me => feedback$/);
    await expect(page.getByRole('list', {name: 'Decision log'})).toContainText('Rejected m06');
    await page.getByRole('button', {name: 'Restore the samples'}).click();
    await expect(page.getByRole('status').filter({hasText: /^20 messages/})).toBeVisible();
    await page.reload();
    await expect(row(page, 'm01')).toContainText('Refund $89.99 for ORD-48213');
    // Damaged saved data: the samples are shown, the text is kept under the backup key and offered.
    await page.evaluate(() => localStorage.setItem('cap-demo:task-automation:v1', '{"version":1,"messages":[{"id":'));
    await page.reload();
    await expect(page.getByText(/saved Task Automation edits are damaged/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cap-demo:task-automation:unreadable-backup'))).toBe('{"version":1,"messages":[{"id":');
    const download = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Download the saved data'}).click();
    expect((await download).suggestedFilename()).toBe('task-automation-unreadable.json');
  });

  test('a browser that refuses to save says so and offers the edits as a download', async ({page}) => {
    await storageFull(page);
    await rewriteM01(page, 'Where is my parcel', 'My parcel ORD-77777 never arrived and tracking is stuck.');
    await expect(page.getByText(/storage for this site is full, so your latest edits were not saved/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('alert').getByRole('button', {name: 'Download my edits'}).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('task-automation-edits.json');
    const saved = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
    expect(saved.messages[0].body).toBe('My parcel ORD-77777 never arrived and tracking is stuck.');
  });
});

test.describe('Document Q&A and Simple Chat, second round', () => {
  /** Cross-origin like a real endpoint: the page may read Retry-After only when it is exposed (Fetch standard, CORS). */
  const CORS = {'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After'};
  const streamed = (...pieces: string[]) => ({status: 200, headers: {...CORS, 'Content-Type': 'text/event-stream'}, body: sse(...pieces)});
  /** 429 Too Many Requests with Retry-After in seconds (RFC 6585 §4, RFC 9110 §10.2.3), OpenAI's error body. */
  const rateLimited = (seconds: number) => ({
    status: 429,
    headers: {...CORS, 'Content-Type': 'application/json', 'Retry-After': String(seconds)},
    body: JSON.stringify({error: {message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded'}}),
  });
  /** A 429 is what these tests are about: the browser's "Failed to load resource" line for it is expected. */
  const forgive429 = (problems: PageProblems) => {
    const keep = problems.errors.filter((e) => !(e.includes('status of 429') && e.includes(FAKE_COMPLETIONS)));
    problems.errors.splice(0, problems.errors.length, ...keep);
  };
  const PARENTAL = 'Parental leave. Parents get sixteen weeks of paid parental leave after the birth or adoption of a child.';

  test('Document Q&A: pasted text is asked on the first Ask, without pressing "Use this text"', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await expect(page.getByText(/Ready: “Travel and expenses policy/)).toBeVisible();
    await page.getByLabel('Paste text').check();
    // The travel policy is no longer what the status names once another source is chosen.
    await expect(page.getByText(/Ready: “Travel and expenses policy/)).toHaveCount(0);
    await page.getByLabel('Document text').fill(PARENTAL);
    await page.getByLabel('2. Your question').fill('How many weeks of parental leave do I get?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('sixteen weeks');
    await expect(page.getByText(/Ready: “Pasted text”, 1 passage/)).toBeVisible();
    // Edited text is asked as edited.
    await page.getByLabel('Document text').fill('Parental leave. Parents get twenty weeks of paid parental leave.');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('twenty weeks');
    // And back to the sample: the first Ask after the choice searches the policy again.
    await page.getByLabel('Sample policy').check();
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('vice president');
  });

  test('Document Q&A: choosing the guide loads it, and a question asked while it loads is answered from it', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await expect(page.getByText(/Ready: “Travel and expenses policy/)).toBeVisible();
    await page.getByLabel('This guide').check();
    await page.getByLabel('2. Your question').fill('How does HNSW trade recall for memory?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first()).toContainText(/HNSW/i, {timeout: 20_000});
    await expect(page.getByText(/Ready: “This guide”, [\d,]+ passages/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Document Q&A: the model settings on screen are used by the first Ask, and unticking goes offline at once', async ({page}) => {
    let calls = 0;
    await page.route(FAKE_COMPLETIONS, async (route) => {
      calls++;
      await route.fulfill(streamed('A vice president approves it [1].'));
    });
    await page.goto('/demo-room/document-qa');
    const panel = page.locator('article');
    await panel.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
    await panel.getByLabel('Base URL').fill(FAKE_BASE);
    await panel.getByLabel('Model', {exact: true}).fill('fake-model');
    // No "Use this model" click: the settings typed are the settings used.
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText('Answer from fake-model').first()).toBeVisible();
    await expect(page.getByText('A vice president approves it').first()).toBeVisible();
    expect(calls).toBe(1);
    await panel.getByLabel('Use my own model (OpenAI-compatible endpoint)').uncheck();
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText(/^Offline mode: these are the passages/)).toBeVisible();
    expect(calls).toBe(1);
  });

  // Ask stays enabled during the countdown since s46-h (u30f F6): pressing it asks the question typed meanwhile and stops
  // the automatic retry (zohlar-46h covers that path); here nobody presses it, so the page retries by itself.
  test('Document Q&A counts down a 429 Retry-After, keeps the question, leaves Ask usable and retries', async ({page, problems}) => {
    const times: number[] = [];
    await page.route(FAKE_COMPLETIONS, async (route) => {
      times.push(Date.now());
      await route.fulfill(times.length === 1 ? rateLimited(2) : streamed('After the wait: a vice president approves it [1].'));
    });
    await page.goto('/demo-room/document-qa');
    await useFakeModel(page);
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText(/asks to wait 2 seconds/)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/Retrying automatically in [12] s/);
    await expect(page.getByRole('button', {name: 'Ask'})).toBeEnabled();
    await expect(page.getByLabel('2. Your question')).toHaveValue('Who approves a business class flight?');
    await expect(page.getByText('After the wait: a vice president approves it').first()).toBeVisible({timeout: 10_000});
    expect(times).toHaveLength(2);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(1_900);
    forgive429(problems);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Ask'})).toBeEnabled();
  });

  test("Zohlar's Ask and the meeting assistant's model summary count down a 429 too", async ({page, problems}) => {
    let calls = 0;
    await page.route(FAKE_COMPLETIONS, async (route) => {
      calls++;
      await route.fulfill(calls % 2 === 1 ? rateLimited(30) : streamed('Done [1].'));
    });
    await page.goto('/demo-room/zohlar-showcase');
    await useFakeModel(page);
    const ask = page.getByRole('region', {name: 'Ask the documents'});
    await ask.getByLabel('Question about the workspace documents').fill('Who approves a business class flight?');
    await ask.getByRole('button', {name: 'Ask'}).click();
    await expect(ask.getByRole('timer')).toContainText(/Retrying automatically in (30|29|28) s/);
    await ask.getByRole('button', {name: 'Retry now'}).click();
    // "Done [1]" is the answer; the support check (s44-r) adds "Passage 1 does not say this: “Done” …" under it.
    await expect(ask.getByText('Done [1]').first()).toBeVisible();
    expect(calls).toBe(2);

    await page.goto('/demo-room/virtual-workplace-assistant');
    await useFakeModel(page);
    await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
    await expect(page.getByRole('timer')).toContainText(/Retrying automatically in (30|29|28) s/);
    await expect(page.getByRole('button', {name: 'Generate abstractive summary'})).toBeDisabled();
    await page.getByRole('button', {name: "Don't retry"}).click();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Generate abstractive summary'})).toBeEnabled();
    expect(calls).toBe(3);
    forgive429(problems);
  });

  test('Simple Chat offline answers a greeting and questions about itself honestly, with no passages', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
    const log = page.getByRole('log');
    for (const message of ['Hello, what can you do?', 'Are you ChatGPT?', 'thanks!']) {
      await page.getByLabel('Message').fill(message);
      await page.getByLabel('Message').press('Enter');
    }
    // Thanks get a short acknowledgement, not the description of offline mode again (u28e S1).
    await expect(log.getByText('You are welcome. Ask another question about this guide whenever you like.').first()).toBeVisible();
    await expect(log.getByText(/^Offline mode searches this guide: it finds the passages/)).toHaveCount(2);
    await expect(log).not.toContainText('best match your message');
    await expect(log.getByRole('link')).toHaveCount(0);
    // A greeting in front of a real question still gets its passages, searched without the greeting.
    await page.getByLabel('Message').fill('Hi, how does HNSW trade recall for memory?');
    await page.getByLabel('Message').press('Enter');
    await expect(log.getByRole('link').first()).toBeVisible();
    await expect(log).toContainText(/HNSW/);
  });

  test('Simple Chat offline greets back in Arabic and in Latin letters, and takes thanks after an answer as thanks (u28e S1)', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
    const log = page.getByRole('log');
    const greetings = ['مرحبا، كيف حالك؟', 'السلام عليكم', 'annyeong! 잘 부탁해요', 'konnichiwa', 'namaste', 'salaam'];
    for (const message of greetings) {
      await page.getByLabel('Message').fill(message);
      await page.getByLabel('Message').press('Enter');
    }
    await expect(log.getByText(/^Hello\. Offline mode searches this guide/)).toHaveCount(greetings.length);
    await expect(log).not.toContainText('I found nothing');
    // An answer, then thanks in four languages: a short acknowledgement each, never searched as a follow-up.
    await page.getByLabel('Message').fill('How does HNSW trade recall for memory?');
    await page.getByLabel('Message').press('Enter');
    await expect(log.getByRole('link').first()).toBeVisible();
    const thanks = ['thanks, that helped a lot', 'thank you', 'merci', 'danke'];
    for (const message of thanks) {
      await page.getByLabel('Message').fill(message);
      await page.getByLabel('Message').press('Enter');
    }
    await expect(log.getByText('You are welcome. Ask another question about this guide whenever you like.')).toHaveCount(thanks.length);
    await expect(log).not.toContainText('Searched for');
    await expect(log).not.toContainText('No good match');
  });

  test('Simple Chat and Zohlar Chat offline greet back in Greek, Hebrew and Thai (u28f S-A, ZS-B)', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
    const log = page.getByRole('log');
    const greetings = ['Γεια σου!', 'שלום, מה שלומך?', 'สวัสดีครับ', 'Привет'];
    for (const message of greetings) {
      await page.getByLabel('Message').fill(message);
      await page.getByLabel('Message').press('Enter');
    }
    await expect(log.getByText(/^Hello\. Offline mode searches this guide/)).toHaveCount(greetings.length);
    await expect(log).not.toContainText('I found nothing');

    await page.goto('/demo-room/zohlar-showcase');
    await page.getByRole('button', {name: 'Chat', exact: true}).click();
    const chat = page.getByRole('region', {name: 'Chat over the documents'});
    await chat.getByLabel('Message').fill('Καλημέρα!');
    await chat.getByLabel('Message').press('Enter');
    await expect(chat.getByRole('log').getByText(/^Hello\. Offline mode searches the workspace documents/)).toBeVisible();
    await expect(chat.getByRole('log')).not.toContainText('I found nothing');
  });

  test('Document Q&A and Zohlar offline do not list passages for small talk', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('2. Your question').fill('hello, who are you?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText(/^Offline mode searches the document: it finds the passages/)).toBeVisible();
    await expect(page.getByText(/^Offline mode searches the document.*for example “Who approves a business class flight\?”/)).toBeVisible();
    await expect(page.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
    await expect(page.getByText(/^No good match/)).toHaveCount(0);

    await page.goto('/demo-room/zohlar-showcase');
    const ask = page.getByRole('region', {name: 'Ask the documents'});
    await ask.getByLabel('Question about the workspace documents').fill('Thank you!');
    await ask.getByRole('button', {name: 'Ask'}).click();
    await expect(ask.getByText('You are welcome. Ask another question about the workspace documents whenever you like.').first()).toBeVisible();
    await expect(ask.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
  });

  test("Zohlar's Chat says it searched the workspace documents, not this guide", async ({page}) => {
    await page.goto('/demo-room/zohlar-showcase');
    await page.getByRole('button', {name: 'Chat', exact: true}).click();
    const chat = page.getByRole('region', {name: 'Chat over the documents'});
    await chat.getByLabel('Message').fill('Who approves a business class flight?');
    await chat.getByLabel('Message').press('Enter');
    const log = chat.getByRole('log');
    await expect(log).toContainText('The passages of the workspace documents that best match your message');
    await expect(log).toContainText('Document search');
    await expect(log).not.toContainText(/\bguide\b/i);
  });

  test('Document Q&A: a refused key is reported without an empty "Answer from" heading, and the passages stay', async ({page, problems}) => {
    await page.route(FAKE_COMPLETIONS, (route) =>
      route.fulfill({status: 401, headers: {...CORS, 'Content-Type': 'application/json'}, body: JSON.stringify({error: {message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key'}})}),
    );
    await page.goto('/demo-room/document-qa');
    await useFakeModel(page);
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('alert')).toContainText('The endpoint refused the key (401 Unauthorized)');
    await expect(page.getByText('Answer from fake-model')).toHaveCount(0);
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('vice president');
    const keep = problems.errors.filter((e) => !(e.includes('status of 401') && e.includes(FAKE_COMPLETIONS)));
    problems.errors.splice(0, problems.errors.length, ...keep);
  });
});
