import AxeBuilder from '@axe-core/playwright';
import type {Page, Request, Route} from '@playwright/test';
import {test, expect, type PageProblems} from './fixtures';

/*
 * Contact forms, end to end. The endpoint is set per test through the documented test hook
 * `window.__FORM_ENDPOINT__` (see src/lib/forms/endpoint.ts), so these tests run against any
 * build, whatever FORM_ENDPOINT it was made with:
 * - endpoint tests set it to the same-origin path `/form-endpoint` and answer it with `page.route`;
 * - the e-mail fallback test sets it to '' (no endpoint) and intercepts the mailto: click,
 *   so no mail program is ever started.
 */

declare global {
  interface Window {
    __mailtoOpened?: string[];
  }
}

const ENDPOINT_GLOB = '**/form-endpoint';

async function useEndpoint(page: Page, value: string): Promise<void> {
  await page.addInitScript((endpoint) => {
    window.__FORM_ENDPOINT__ = endpoint;
  }, value);
}

/** Records mailto: link activations (programmatic or by hand) and stops them from opening a mail program. */
async function interceptMailto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__mailtoOpened = [];
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const link = target?.closest('a[href^="mailto:"]');
        if (link instanceof HTMLAnchorElement) {
          event.preventDefault();
          window.__mailtoOpened?.push(link.href);
        }
      },
      true,
    );
  });
}

/** The browser logs failed requests to the endpoint; in these tests the failures are deliberate. */
function forgiveEndpointErrors(problems: PageProblems): void {
  problems.errors = problems.errors.filter((e) => !/Failed to load resource.*\/form-endpoint/.test(e) && !/form-endpoint.*Failed to load resource/.test(e));
}

function form(page: Page, name: string) {
  return page.getByRole('form', {name});
}

async function fillNewsletter(page: Page): Promise<void> {
  const f = form(page, 'Newsletter sign-up');
  await f.getByLabel('E-mail address').fill('reader@example.com');
  await f.getByLabel('Name (optional)').fill('Avery Reader');
  await f.getByLabel('Architecture, RAG and agents').check();
  await f.getByLabel('Core AI Platform (CAP) releases').check();
  await f.getByLabel(/I agree that GenAI Enterprise may send me the newsletter/).check();
}

async function fillPartner(page: Page): Promise<void> {
  const f = form(page, 'Partner application');
  await f.getByLabel('Organization').fill('Example Vector Co');
  await f.getByLabel('Contact name').fill('Sam Partner');
  await f.getByLabel('E-mail address').fill('sam@vector.example');
  await f.getByLabel('Website (optional)').fill('vector.example');
  await f.getByLabel('Type of partnership').selectOption('technology');
  await f.getByLabel('What would you bring to the partnership?').fill('A managed vector database with hybrid search and per-tenant isolation.');
}

async function fillProject(page: Page): Promise<void> {
  const f = form(page, 'Project request');
  await f.getByLabel('Name', {exact: true}).fill('Dana Client');
  await f.getByLabel('E-mail address').fill('dana@client.example');
  await f.getByLabel('Company or organization').fill('Client Example Ltd');
  await f.getByLabel('Service you are interested in').selectOption('consulting-roadmap');
  await f.getByLabel('Budget range').selectOption('25k-100k');
  await f.getByLabel('When do you want to start?').selectOption('within-3-months');
  await f.getByLabel('Describe your project').fill('An assistant for our service desk that answers from policy documents, with citations.');
}

/**
 * Turns to the form as a reader does (focus in its first field: on Preact the form hydrates only
 * then, src/components/ContactForm) and waits until the app has taken it over (the submit button
 * is enabled after hydration).
 */
async function ready(page: Page, submitLabel: string): Promise<void> {
  const submit = page.getByRole('button', {name: submitLabel});
  await submit.locator('xpath=ancestor::form').locator('input, select, textarea').first().focus();
  await expect(submit).toBeEnabled();
}

function expectCleanUrl(page: Page, ...secrets: string[]): void {
  const url = decodeURIComponent(page.url());
  for (const secret of secrets) expect(url).not.toContain(secret);
}

test.describe('contact form pages', () => {
  // Only the newsletter relies on consent (GDPR Art. 6(1)(a)); the others state their basis.
  for (const [path, heading, formName, basis] of [
    ['/contact/newsletter', 'Newsletter', 'Newsletter sign-up', 'Art. 6(1)(a)'],
    ['/contact/partner-application', 'Partner application', 'Partner application', 'Art. 6(1)(f)'],
    ['/contact/project-request', 'Project request', 'Project request', 'Art. 6(1)(b)'],
  ] as const) {
    test(`${path} shows its form with labelled fields and a Next steps section`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      const f = form(page, formName);
      await expect(f).toBeVisible();
      await expect(f.getByLabel('E-mail address')).toHaveAttribute('type', 'email');
      if (basis === 'Art. 6(1)(a)') {
        await expect(f.getByLabel(/I agree that GenAI Enterprise/)).toHaveAttribute('required', '');
      } else {
        await expect(f.getByRole('checkbox')).toHaveCount(0);
        await expect(f.getByText(/I agree/)).toHaveCount(0);
      }
      await expect(f.getByText(/^We use these details only/)).toContainText(`Legal basis:`);
      await expect(f.getByText(/^We use these details only/)).toContainText(`(GDPR ${basis})`);
      await expect(page.getByRole('heading', {level: 2, name: 'Next steps'})).toBeVisible();
      // Before sending anything, the reader can read how it is handled.
      await expect(f.getByRole('link', {name: 'privacy notice'})).toHaveAttribute('href', '/privacy');
    });
  }

  test('the privacy notice names the controller, legal bases, processors, retention and rights, with the contact address', async ({page}) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', {level: 1, name: 'Privacy notice'})).toBeVisible();
    const main = page.locator('main');
    await expect(main).toContainText('GenAI Enterprise, Inc., a Delaware company');
    for (const basis of ['Art. 6(1)(a)', 'Art. 6(1)(b)', 'Art. 6(1)(f)']) await expect(main).toContainText(basis);
    for (const heading of ['Who is responsible', 'Who else handles your data', 'International transfers', 'Your rights', 'How to use them']) {
      await expect(page.getByRole('heading', {name: heading})).toBeVisible();
    }
    for (const right of ['access', 'corrected', 'erased', 'restricted', 'portability', 'object', 'withdraw your consent', 'complain to a supervisory authority']) {
      await expect(main).toContainText(right);
    }
    await expect(main).toContainText(/Last updated: \w+ \d{1,2}, \d{4}/);
    const mail = main.getByRole('link', {name: /@/}).first();
    await expect(mail).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=Privacy%20request$/);
    await expect(main).not.toContainText(/ISO 27001|SOC 2|certified/i);
  });
});

test.describe('validation', () => {
  test('an empty newsletter submit lists every problem, focuses the summary and links to the fields', async ({page}) => {
    await useEndpoint(page, '/form-endpoint');
    let requests = 0;
    await page.route(ENDPOINT_GLOB, (route) => {
      requests++;
      return route.fulfill({status: 200, body: '{}'});
    });
    await page.goto('/contact/newsletter');
    await ready(page, 'Subscribe');
    const f = form(page, 'Newsletter sign-up');
    await f.getByLabel('E-mail address').fill('reader@');
    await page.getByRole('button', {name: 'Subscribe'}).click();

    const summary = page.getByRole('group', {name: 'There are problems with 3 fields'});
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter an e-mail address in the form name@example.com.',
      'Choose at least one topic.',
      'Tick the box to agree to receive the newsletter, otherwise we cannot send it.',
    ]);
    const email = f.getByLabel('E-mail address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Error: Enter an e-mail address in the form name@example\.com\./);

    await summary.getByRole('link', {name: 'Choose at least one topic.'}).click();
    await expect(f.getByLabel('Strategy, governance and regulation')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');

    // Fixing a field updates its message and the summary at once.
    await email.fill('reader@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('group', {name: 'There are problems with 2 fields'})).toBeVisible();
    expect(requests).toBe(0);
  });

  test('partner application checks the website format and the message length', async ({page}) => {
    await useEndpoint(page, '/form-endpoint');
    await page.goto('/contact/partner-application');
    await ready(page, 'Send application');
    await fillPartner(page);
    const f = form(page, 'Partner application');
    await f.getByLabel('Website (optional)').fill('not a website');
    await f.getByLabel('What would you bring to the partnership?').fill('x'.repeat(1520));
    await expect(f.getByText('1,520 of 1,500 characters')).toBeVisible();
    await page.getByRole('button', {name: 'Send application'}).click();
    const summary = page.getByRole('group', {name: 'There are problems with 2 fields'});
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Enter a web address such as https://example.com.');
    await expect(summary).toContainText('Your message can be at most 1,500 characters; it has 1,520. Please shorten it.');
    // Nothing the reader typed is cut off.
    await expect(f.getByLabel('What would you bring to the partnership?')).toHaveValue('x'.repeat(1520));
  });
});

test.describe('accessibility', () => {
  for (const [path, submitLabel] of [
    ['/contact/newsletter', 'Subscribe'],
    ['/contact/partner-application', 'Send application'],
    ['/contact/project-request', 'Send request'],
  ] as const) {
    test(`${path}: the form has no axe violations, before and after a failed submit, in both color modes`, async ({page}) => {
      await useEndpoint(page, '/form-endpoint');
      await page.goto(path);
      await ready(page, submitLabel);
      const scan = () => new AxeBuilder({page}).include('[class*="formBox"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect((await scan()).violations).toEqual([]);
      await page.getByRole('button', {name: submitLabel}).click();
      await expect(page.getByRole('group', {name: /There (is a problem|are problems)/})).toBeFocused();
      expect((await scan()).violations).toEqual([]);
      // A reader's tap (the toggle is enabled from the first paint, see setColourMode in layout.ts).
      // The failed submit scrolled the page and the navbar hides on scroll: back to the top first.
      await page.evaluate(() => window.scrollTo(0, 0));
      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      await expect(toggle).toBeInViewport();
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect((await scan()).violations).toEqual([]);
    });
  }
});

test.describe('drafts', () => {
  test('a reload in the middle of the partner application keeps what was typed', async ({page}) => {
    await page.goto('/contact/partner-application');
    await ready(page, 'Send application');
    const f = form(page, 'Partner application');
    await f.getByLabel('Organization').fill('Example Vector Co');
    await f.getByLabel('Type of partnership').selectOption('training');
    await f.getByLabel('What would you bring to the partnership?').fill('Half-written message');
    await page.reload();
    await ready(page, 'Send application');
    await expect(page.getByText('We restored what you typed earlier in this tab.')).toBeVisible();
    await expect(f.getByLabel('Organization')).toHaveValue('Example Vector Co');
    await expect(f.getByLabel('Type of partnership')).toHaveValue('training');
    await expect(f.getByLabel('What would you bring to the partnership?')).toHaveValue('Half-written message');
    expectCleanUrl(page, 'Example Vector Co', 'Half-written');

    await page.getByRole('button', {name: 'Clear the form'}).click();
    await expect(f.getByLabel('Organization')).toHaveValue('');
    await page.reload();
    await ready(page, 'Send application');
    await expect(f.getByLabel('Organization')).toHaveValue('');
  });

  test('project request pre-selects the offering from the link, and a draft wins over the link', async ({page}) => {
    await page.goto('/contact/project-request?offering=managed-security');
    await ready(page, 'Send request');
    const select = form(page, 'Project request').getByLabel('Service you are interested in');
    await expect(select).toHaveValue('managed-security');
    await select.selectOption('training-technical');
    await page.reload();
    await ready(page, 'Send request');
    await expect(select).toHaveValue('training-technical');
  });

  test('an unknown offering id in the link is ignored', async ({page}) => {
    await page.goto('/contact/project-request?offering=no-such-offering');
    await ready(page, 'Send request');
    await expect(form(page, 'Project request').getByLabel('Service you are interested in')).toHaveValue('');
  });
});

test.describe('submission to the endpoint', () => {
  test('project request: success shows what happens next, sends JSON once and clears the draft', async ({page}) => {
    await useEndpoint(page, '/form-endpoint');
    const bodies: unknown[] = [];
    await page.route(ENDPOINT_GLOB, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({status: 200, contentType: 'application/json', body: '{"ok":true}'});
    });
    await page.goto('/contact/project-request?offering=consulting-assessment');
    await ready(page, 'Send request');
    await fillProject(page);
    await page.getByRole('button', {name: 'Send request'}).click();

    const success = page.getByRole('status', {name: 'Thank you, your project request has arrived'});
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expect(success).toContainText('replies by e-mail');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      form: 'project-request',
      version: 1,
      data: {
        name: 'Dana Client',
        email: 'dana@client.example',
        company: 'Client Example Ltd',
        offering: 'consulting-roadmap',
        budget: '25k-100k',
        timeline: 'within-3-months',
      },
    });
    expectCleanUrl(page, 'Dana', 'client.example');

    await page.reload();
    await ready(page, 'Send request');
    await expect(page.getByText('We restored what you typed earlier')).toHaveCount(0);
    await expect(form(page, 'Project request').getByLabel('Name', {exact: true})).toHaveValue('');
  });

  test('newsletter: an HTTP 500 keeps every field, explains it, and Try again sends it', async ({page, problems}) => {
    await useEndpoint(page, '/form-endpoint');
    let status = 500;
    let calls = 0;
    await page.route(ENDPOINT_GLOB, (route) => {
      calls++;
      return route.fulfill({status, contentType: 'application/json', body: '{}'});
    });
    await page.goto('/contact/newsletter');
    await ready(page, 'Subscribe');
    await fillNewsletter(page);
    await page.getByRole('button', {name: 'Subscribe'}).click();

    const alert = page.getByRole('alert').filter({hasText: 'Your message was not sent'});
    await expect(alert).toContainText('HTTP status 500');
    await expect(alert).toContainText('Everything you typed is still in the form');
    await expect(alert).toBeFocused();
    const f = form(page, 'Newsletter sign-up');
    await expect(f.getByLabel('E-mail address')).toHaveValue('reader@example.com');
    await expect(f.getByLabel('Name (optional)')).toHaveValue('Avery Reader');
    await expect(f.getByLabel('Core AI Platform (CAP) releases')).toBeChecked();
    await expect(alert.getByRole('link', {name: 'Send it by e-mail instead'})).toHaveAttribute('href', /^mailto:hello@genai-enterprise\.example\?subject=/);

    // The draft survives a reload after the failure.
    await page.reload();
    await ready(page, 'Subscribe');
    await expect(f.getByLabel('E-mail address')).toHaveValue('reader@example.com');
    await expect(f.getByLabel('Architecture, RAG and agents')).toBeChecked();
    await page.getByRole('button', {name: 'Subscribe'}).click();
    await expect(page.getByRole('alert')).toContainText('HTTP status 500');

    status = 200;
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('status', {name: 'Thank you for signing up'})).toBeVisible();
    expect(calls).toBe(3);
    forgiveEndpointErrors(problems);
  });

  test('partner application: a network failure keeps every field and offers retry and e-mail', async ({page, problems}) => {
    await useEndpoint(page, '/form-endpoint');
    await page.route(ENDPOINT_GLOB, (route) => route.abort('internetdisconnected'));
    await page.goto('/contact/partner-application');
    await ready(page, 'Send application');
    await fillPartner(page);
    await page.getByRole('button', {name: 'Send application'}).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We could not reach our form service');
    await expect(alert.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(alert.getByRole('link', {name: 'Send it by e-mail instead'})).toBeVisible();
    const f = form(page, 'Partner application');
    await expect(f.getByLabel('Organization')).toHaveValue('Example Vector Co');
    await expect(f.getByLabel('Type of partnership')).toHaveValue('technology');
    await expect(f.getByLabel('What would you bring to the partnership?')).toHaveValue(/managed vector database/);
    expectCleanUrl(page, 'Example Vector', 'sam@');
    forgiveEndpointErrors(problems);
  });

  test('a slow answer shows "Sending…", and a double click sends once', async ({page}) => {
    await useEndpoint(page, '/form-endpoint');
    const requests: Request[] = [];
    let release: (() => void) | undefined;
    await page.route(ENDPOINT_GLOB, async (route: Route) => {
      requests.push(route.request());
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({status: 204});
    });
    await page.goto('/contact/newsletter');
    await ready(page, 'Subscribe');
    await fillNewsletter(page);
    await page.getByRole('button', {name: 'Subscribe'}).dblclick();
    await expect(page.getByRole('button', {name: 'Sending…'})).toHaveAttribute('aria-disabled', 'true');
    // A third, impatient click on the busy button (force: it is aria-disabled, which Playwright would wait out).
    await page.getByRole('button', {name: 'Sending…'}).click({force: true});
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(1);
    release?.();
    await expect(page.getByRole('status', {name: 'Thank you for signing up'})).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('no answer within 15 seconds: the form stops waiting, says so and keeps the fields', async ({page, problems}) => {
    await page.clock.install();
    await useEndpoint(page, '/form-endpoint');
    let seen = 0;
    await page.route(ENDPOINT_GLOB, async () => {
      seen++;
      // Never answer: the form's own timeout has to end the wait.
    });
    await page.goto('/contact/project-request');
    await ready(page, 'Send request');
    await fillProject(page);
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByRole('button', {name: 'Sending…'})).toBeVisible();
    await expect.poll(() => seen).toBe(1);
    await page.clock.runFor(14_000);
    await expect(page.getByRole('button', {name: 'Sending…'})).toBeVisible();
    await page.clock.runFor(1_500);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('did not answer within 15 seconds');
    await expect(alert).toContainText('may or may not have arrived');
    await expect(form(page, 'Project request').getByLabel('Describe your project')).toHaveValue(/service desk/);
    await expect(page.getByRole('button', {name: 'Send request'})).toBeVisible();
    forgiveEndpointErrors(problems);
  });
});

test.describe('no endpoint configured', () => {
  test('submitting opens a pre-filled e-mail to the contact address and says so', async ({page}) => {
    await useEndpoint(page, '');
    await interceptMailto(page);
    let posted = 0;
    await page.route(ENDPOINT_GLOB, (route) => {
      posted++;
      return route.fulfill({status: 200});
    });
    await page.goto('/contact/partner-application');
    await ready(page, 'Send application');
    await fillPartner(page);
    await page.getByRole('button', {name: 'Send application'}).click();

    const panel = page.getByRole('status', {name: 'Finish sending in your e-mail program'});
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('hello@genai-enterprise.example');
    const opened = await page.evaluate(() => window.__mailtoOpened ?? []);
    expect(opened).toHaveLength(1);
    const mail = new URL(opened[0]!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('hello@genai-enterprise.example');
    expect(mail.searchParams.get('subject')).toBe('Partner application: Example Vector Co');
    const body = mail.searchParams.get('body') ?? '';
    expect(body).toContain('Organization: Example Vector Co');
    expect(body).toContain('Type of partnership: Technology partner');
    expect(body).toContain('Website: https://vector.example/');
    expect(body).toContain('A managed vector database with hybrid search');
    // The basis is legitimate interest, so the e-mail states it and records no "consent".
    expect(body).toContain('Legal basis: our legitimate interest in assessing partnerships and answering applicants (GDPR Art. 6(1)(f)).');
    expect(body).not.toMatch(/consent/i);
    expect(posted).toBe(0);

    // The fields stay (the e-mail is not sent yet), and the link opens the same e-mail again.
    await expect(form(page, 'Partner application').getByLabel('Organization')).toHaveValue('Example Vector Co');
    await panel.getByRole('link', {name: 'Open the e-mail again'}).click();
    expect(await page.evaluate(() => window.__mailtoOpened?.length)).toBe(2);
    expectCleanUrl(page, 'Example Vector', 'sam@');
  });
});
