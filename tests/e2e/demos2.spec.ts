import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

async function axeViolations(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  const results = await new AxeBuilder({page}).include('article').analyze();
  return results.violations.map((v) => `${mode}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
}

async function noAxeViolations(page: Page): Promise<void> {
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
}

test.describe('Virtual Workplace Assistant', () => {
  const PATH = '/demo-room/virtual-workplace-assistant';

  async function open(page: Page) {
    await page.goto(PATH);
    await expect(page.getByRole('heading', {level: 1, name: 'Virtual Workplace Assistant'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Action items', exact: true})).toBeVisible();
  }

  test('analyses the sample: summary, decisions, owned action items and an e-mail draft', async ({page}) => {
    await open(page);
    const actions = page.getByRole('table', {name: 'Action items with owner and due date'});
    await expect(actions.getByRole('row', {name: /Tom Becker Fix the search index settings.* Thursday/})).toBeVisible();
    await expect(actions.getByRole('row', {name: /Aisha Khan Update the reset e-mail template.* 12 March/})).toBeVisible();
    await expect(page.getByText('We decided to launch to the beta pilot group', {exact: false}).first()).toBeVisible();
    await expect(page.getByLabel('Follow-up e-mail draft text')).toHaveValue(/Subject: Follow-up: Customer portal launch check-in/);
    await noAxeViolations(page);
  });

  test('an edited transcript is re-analysed with the keyboard', async ({page}) => {
    await open(page);
    const box = page.getByLabel(/^Transcript/);
    await box.fill('Ana Ruiz: Ben, can you send the budget by Friday?\nBen Ode: Sure. We decided to freeze hiring until June.');
    await page.getByRole('button', {name: 'Analyze transcript'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Found'})).toContainText('1 decisions, 1 action items');
    await expect(page.getByRole('row', {name: /Ben Ode Send the budget by Friday Friday/})).toBeVisible();
  });

  test('empty and oversize transcripts show a message and keep the text', async ({page}) => {
    await open(page);
    const box = page.getByLabel(/^Transcript/);
    await box.fill('');
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    await expect(page.getByText('The transcript is empty.')).toBeVisible();
    const big = 'Ana: ' + 'long meeting words '.repeat(3300);
    await box.fill(big);
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    await expect(page.getByText(/the limit is 60,000/)).toBeVisible();
    await expect(box).toHaveValue(big);
    await noAxeViolations(page);
  });

  test('text without speaker labels still works and says what is missing', async ({page}) => {
    await open(page);
    await page.getByLabel(/^Transcript/).fill('we need to review the contract terms before signing anything.');
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    await expect(page.getByText(/No "Name: text" speaker labels were found/)).toBeVisible();
    await expect(page.getByRole('row', {name: /Unassigned Review the contract terms/})).toBeVisible();
  });

  test('the model panel refuses a bad configuration and streams an abstractive summary from a configured endpoint', async ({page}) => {
    await open(page);
    await page.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
    await page.getByRole('button', {name: 'Use this model'}).click();
    await expect(page.getByText(/Enter a base URL starting with http/)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Generate abstractive summary'})).toHaveCount(0);
    const base = new URL(page.url()).origin;
    await page.route(`${base}/mock/v1/chat/completions`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as {messages: Array<{content: string}>};
      expect(body.messages[1].content).toContain('Customer portal launch check-in');
      expect(route.request().headers().authorization).toBe('Bearer sk-test');
      const events = ['The team will launch', ' to a pilot group first.']
        .map((t) => `data: ${JSON.stringify({choices: [{delta: {content: t}}]})}\n\n`)
        .join('');
      await route.fulfill({status: 200, headers: {'content-type': 'text/event-stream'}, body: `${events}data: [DONE]\n\n`});
    });
    await page.getByLabel('Base URL').fill(`${base}/mock/v1`);
    await page.getByLabel('Model', {exact: true}).fill('test-model');
    await page.getByLabel('API key').fill('sk-test');
    await page.getByRole('button', {name: 'Use this model'}).click();
    await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
    await expect(page.getByRole('region', {name: 'Abstractive summary (model)'})).toContainText('The team will launch to a pilot group first.');
    // The extractive summary is still there beside it.
    await expect(page.getByRole('heading', {name: 'Extractive summary'})).toBeVisible();
    await noAxeViolations(page);
    // An empty transcript is not sent to the model.
    await page.getByLabel(/^Transcript/).fill('');
    await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
    await expect(page.getByText('Paste a transcript first', {exact: false})).toBeVisible();
  });
});

test.describe('Task Automation', () => {
  const PATH = '/demo-room/task-automation';

  async function open(page: Page) {
    await page.goto(PATH);
    await expect(page.getByRole('heading', {level: 1, name: 'Task Automation'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: '20 messages'})).toBeVisible();
  }

  test('triages the twenty samples and shows every step for a message', async ({page}) => {
    await open(page);
    const table = page.getByRole('table', {name: 'Triage result for every message'});
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(table.getByRole('row', {name: /m14: Refund still not received Refund request \d+% Refund \$310\.00 for ORD-47990/})).toContainText('Person');
    await page.getByRole('button', {name: 'Show steps and edit m02'}).click();
    const steps = page.getByRole('heading', {name: 'Steps for m02: Where is my parcel?'});
    await expect(steps).toBeVisible();
    await expect(page.getByText(/Order ids: ORD-48377; .*Dates: November 14/)).toBeVisible();
    await expect(page.getByText('Output: handled automatically.')).toBeVisible();
    await noAxeViolations(page);
  });

  test('approving and rejecting records decisions on the page', async ({page}) => {
    await open(page);
    const queue = page.getByRole('list', {name: 'Items waiting for approval'});
    const before = await queue.getByRole('listitem').count();
    await page.getByRole('button', {name: 'Approve m14'}).click();
    await page.getByRole('button', {name: 'Reject m06'}).click();
    await expect(queue.getByRole('listitem')).toHaveCount(before - 2);
    const log = page.getByRole('list', {name: 'Decision log'});
    await expect(log.getByRole('listitem').nth(0)).toContainText('Approved m14 (Refund still not received): Refund $310.00 for ORD-47990');
    await expect(log.getByRole('listitem').nth(1)).toContainText('Rejected m06 (Cancel my subscription)');
  });

  test('editing a rule and a message reruns the pipeline', async ({page}) => {
    await open(page);
    const rules = page.getByLabel(/^Rules/);
    await rules.fill(`${await rules.inputValue()}\nquestion | call me => feedback`);
    await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
    await expect(page.getByText(/Applied 7 rules and a 60% threshold/)).toBeVisible();
    await expect(page.getByRole('row', {name: /m15: Question Feedback/})).toBeVisible();
    await page.getByRole('button', {name: 'Show steps and edit m15'}).click();
    await expect(page.getByText(/Rules matched: line 8 \("question" → feedback\)/)).toBeVisible();
    await page.getByLabel('Body').fill('My parcel for order ORD-99999 never arrived and tracking is stuck.');
    await page.getByRole('button', {name: 'Save message and rerun'}).click();
    await expect(page.getByText('Saved message m15 and triaged it again.')).toBeVisible();
    await expect(page.getByRole('row', {name: /m15: Question Shipping and delivery .*ORD-99999/})).toBeVisible();
  });

  test('bad rules, thresholds and messages show a message and lose nothing', async ({page}) => {
    await open(page);
    const rules = page.getByLabel(/^Rules/);
    await rules.fill('refund refund');
    await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
    await expect(page.getByText(/Rule line 1: write phrases, then "=>"/)).toBeVisible();
    await expect(rules).toHaveValue('refund refund');
    // The previous rules still apply: m01 is still a refund with its rule boost.
    await expect(page.getByRole('row', {name: /m01: Refund for damaged blender Refund request/})).toBeVisible();
    await rules.fill('x'.repeat(4100));
    await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
    await expect(page.getByText(/the limit is 4000/)).toBeVisible();
    await rules.fill('refund => refund');
    await page.getByLabel(/^Approval threshold/).fill('150');
    await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
    await expect(page.getByText('The approval threshold must be a number from 0 to 100.')).toBeVisible();

    await page.getByLabel('Subject').fill('');
    await page.getByLabel('Body').fill('');
    await page.getByRole('button', {name: 'Save message and rerun'}).click();
    await expect(page.getByText(/The message is empty/)).toBeVisible();
    await expect(page.getByRole('row', {name: /m01: Refund for damaged blender/})).toBeVisible();
    const huge = 'word '.repeat(900);
    await page.getByLabel('Body').fill(huge);
    await page.getByRole('button', {name: 'Save message and rerun'}).click();
    await expect(page.getByText(/the limit is 4000/).last()).toBeVisible();
    await expect(page.getByLabel('Body')).toHaveValue(huge);
    await noAxeViolations(page);
  });
});

test.describe('Zoho Copilot', () => {
  const PATH = '/demo-room/zoho-copilot';

  async function open(page: Page) {
    await page.goto(PATH);
    await expect(page.getByRole('heading', {level: 1, name: 'Zoho Copilot'})).toBeVisible();
    await expect(page.getByText('"top 3 largest deals": 3 deals found in the sample data.')).toBeVisible();
  }

  test('a typed question becomes filters, a table and the COQL request', async ({page}) => {
    await open(page);
    await expect(page.getByText('Sample data.', {exact: false}).first()).toBeVisible();
    await page.getByLabel('Your question').fill('leads from the web site that are not contacted');
    await page.getByLabel('Your question').press('Enter');
    await expect(page.getByText('"leads from the web site that are not contacted": 1 leads found')).toBeVisible();
    await expect(page.getByRole('table', {name: 'Matching sample leads'}).getByRole('row', {name: /Ava Brennan Lakeside Foods/})).toBeVisible();
    await expect(page.getByRole('listitem').filter({hasText: 'status is Not Contacted'})).toBeVisible();
    await expect(page.getByRole('region', {name: 'COQL query'})).toHaveText(
      "select First_Name, Last_Name, Company, Lead_Source, Lead_Status, Country from Leads where (Lead_Status = 'Not Contacted' and Lead_Source = 'Web Site') limit 200",
    );
    await expect(page.getByText('POST https://www.zohoapis.com/crm/v8/coql')).toBeVisible();
    await expect(page.getByText(/OAuth scopes needed: ZohoCRM\.coql\.READ and ZohoCRM\.modules\.leads\.READ/)).toBeVisible();
    await expect(page.getByRole('region', {name: /As curl/})).toContainText('$ZOHO_ACCESS_TOKEN');
    await noAxeViolations(page);
  });

  test('example buttons run with the keyboard and group three criteria in pairs', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'open deals over 50k closing this quarter'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Your question')).toHaveValue('open deals over 50k closing this quarter');
    await expect(page.getByRole('region', {name: 'COQL query'})).toContainText("where ((Stage not in ('Closed Won', 'Closed Lost') and Amount > 50000) and Closing_Date between");
  });

  test('empty, oversize and unclear questions show a message and keep the text', async ({page}) => {
    await open(page);
    const box = page.getByLabel('Your question');
    await box.fill('');
    await page.getByRole('button', {name: 'Ask', exact: true}).click();
    await expect(page.getByText(/Type a question first/)).toBeVisible();
    const long = 'deals over 50k '.repeat(25);
    await box.fill(long);
    await page.getByRole('button', {name: 'Ask', exact: true}).click();
    await expect(page.getByText(/the limit is 300/)).toBeVisible();
    await expect(box).toHaveValue(long);
    await box.fill('what is the weather in Berlin');
    await page.getByRole('button', {name: 'Ask', exact: true}).click();
    await expect(page.getByText(/Say which records you mean/)).toBeVisible();
    await expect(box).toHaveValue('what is the weather in Berlin');
    await noAxeViolations(page);
  });
});

test.describe('Universal API Assistant', () => {
  const PATH = '/demo-room/universal-api-assistant';

  async function open(page: Page) {
    await page.goto(PATH);
    await expect(page.getByRole('heading', {level: 1, name: 'Universal API Assistant'})).toBeVisible();
    await expect(page.getByRole('group', {name: 'Matching operations, best first'})).toBeVisible();
  }

  test('finds the refund operation, validates the form and writes curl and fetch', async ({page}) => {
    await open(page);
    const ops = page.getByRole('group', {name: 'Matching operations, best first'});
    await expect(ops.getByRole('radio').first()).toBeChecked();
    await expect(ops.getByRole('radio', {name: /POST \/refunds Refund an order/})).toBeChecked();
    await page.getByLabel(/^orderId/).fill('48213');
    await page.getByLabel(/^amount/).fill('9000');
    await page.getByRole('button', {name: 'Build request'}).click();
    await expect(page.getByText('3 fields need attention', {exact: false})).toBeVisible();
    await expect(page.getByLabel(/^orderId/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('amount must be at most 5000').first()).toBeVisible();
    await noAxeViolations(page);
    await page.getByLabel(/^orderId/).fill('ORD-48213');
    await page.getByLabel(/^amount/).fill('89.99');
    await page.getByLabel(/^reason/).selectOption('damaged');
    await page.getByRole('button', {name: 'Build request'}).click();
    await expect(page.getByText('Request built. Nothing was sent.')).toBeVisible();
    await expect(page.getByRole('region', {name: 'curl command'})).toHaveText(
      `curl -X POST 'https://api.example.com/v1/refunds' \\\n  -H 'Content-Type: application/json' \\\n  -H "Authorization: Bearer $API_TOKEN" \\\n  --data '{"orderId":"ORD-48213","amount":89.99,"reason":"damaged"}'`,
    );
    await expect(page.getByRole('region', {name: 'fetch code'})).toContainText('await fetch("https://api.example.com/v1/refunds"');
    await noAxeViolations(page);
  });

  test('a plain-words request ranks another operation, chosen with the keyboard', async ({page}) => {
    await open(page);
    await page.getByLabel('Describe it in plain words').fill('reply to a ticket');
    await page.getByLabel('Describe it in plain words').press('Enter');
    const ops = page.getByRole('group', {name: 'Matching operations, best first'});
    await expect(ops.getByRole('radio').first()).toHaveAccessibleName(/POST \/tickets\/\{ticketId\}\/comments/);
    await page.getByLabel(/^ticketId/).fill('TCK-1042');
    await page.getByLabel(/^body \(body, string, required\)/).fill('Fixed now');
    await page.getByLabel(/^public/).selectOption('false');
    await page.getByRole('button', {name: 'Build request'}).press('Enter');
    await expect(page.getByRole('region', {name: 'curl command'})).toContainText("'https://api.example.com/v1/tickets/TCK-1042/comments'");
    await expect(page.getByRole('region', {name: 'curl command'})).toContainText('"public":false');
    await page.getByLabel('Describe it in plain words').fill('zebra quantum');
    await page.getByRole('button', {name: 'Find operations'}).click();
    await expect(page.getByText(/No operation matches "zebra quantum"/)).toBeVisible();
  });

  test('malformed, non-OpenAPI, empty and oversize documents are refused with the place and the text is kept', async ({page}) => {
    await open(page);
    const box = page.getByLabel('OpenAPI 3 document (JSON or YAML)');
    const load = page.getByRole('button', {name: 'Load document'});
    const badJson = '{"openapi": "3.0.0",\n  "info": {"title": "x" "version": "1"}}';
    await box.fill(badJson);
    await load.click();
    await expect(page.getByText(/JSON syntax error at line 2, column 25/)).toBeVisible();
    await expect(box).toHaveValue(badJson);
    // The sample stays in use.
    await expect(page.getByText(/In use: Helpdesk API \(sample\) 1\.0\.0, 8 operations/)).toBeVisible();
    await box.fill('openapi: 3.0.0\ninfo:\n  title: x\n  version: "1"\n paths: {}');
    await load.click();
    await expect(page.getByText(/YAML syntax error at line 5, column \d+/)).toBeVisible();
    await box.fill('openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      parameters:\n        - {name: q, in: body}');
    await load.click();
    await expect(page.getByText('Not a usable OpenAPI 3 document at $.paths["/a"].get.parameters[0].in', {exact: false})).toBeVisible();
    await box.fill('swagger: "2.0"');
    await load.click();
    await expect(page.getByText(/Swagger 2\.0 document/)).toBeVisible();
    await box.fill('');
    await load.click();
    await expect(page.getByText(/The document is empty/)).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({name: 'huge.yaml', mimeType: 'text/yaml', buffer: Buffer.from('a'.repeat(410_000))});
    await expect(page.getByText(/The file huge\.yaml has 410,000 characters; the limit is 400,000/)).toBeVisible();
    await noAxeViolations(page);
  });

  test('an uploaded JSON document replaces the sample', async ({page}) => {
    await open(page);
    const doc = {
      openapi: '3.1.0',
      info: {title: 'Weather', version: '2'},
      servers: [{url: 'https://weather.example.com'}],
      paths: {'/forecast': {get: {operationId: 'getForecast', summary: 'Weather forecast for a city', parameters: [{name: 'city', in: 'query', required: true, schema: {type: 'string'}}, {name: 'days', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 7}}]}}},
    };
    await page.locator('input[type="file"]').setInputFiles({name: 'weather.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc))});
    await expect(page.getByText('Loaded file weather.json: "Weather" 2: 1 operations.')).toBeVisible();
    await page.getByLabel('Describe it in plain words').fill('forecast for Oslo');
    await page.getByRole('button', {name: 'Find operations'}).click();
    await page.getByLabel(/^city/).fill('Oslo');
    await page.getByLabel(/^days/).fill('9');
    await page.getByRole('button', {name: 'Build request'}).click();
    await expect(page.getByText('days must be at most 7').first()).toBeVisible();
    await page.getByLabel(/^days/).fill('3');
    await page.getByRole('button', {name: 'Build request'}).click();
    await expect(page.getByRole('region', {name: 'curl command'})).toHaveText("curl -X GET 'https://weather.example.com/forecast?city=Oslo&days=3'");
  });
});

test.describe('demo pages as a whole', () => {
  for (const path of ['/demo-room/virtual-workplace-assistant', '/demo-room/task-automation', '/demo-room/zoho-copilot', '/demo-room/universal-api-assistant']) {
    test(`${path} has no axe violations on the whole page in light and dark mode, and a next-steps section`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 2, name: 'Next steps'})).toBeVisible();
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
        const results = await new AxeBuilder({page}).analyze();
        expect(results.violations.map((v) => `${mode}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      }
    });
  }
});
