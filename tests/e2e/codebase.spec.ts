import {test, expect} from './fixtures';

test.describe('Codebase guide', () => {
  test('overview shows the CAP architecture diagram, module table and area cards', async ({page}) => {
    await page.goto('/codebase/intro');
    await expect(page.getByRole('heading', {level: 1, name: 'CAP codebase overview'})).toBeVisible();
    const diagram = page.getByRole('img', {name: /CAP architecture: modules and interfaces/});
    await expect(diagram).toBeVisible();
    await expect(diagram.locator('text', {hasText: 'LlmProvider'})).toHaveCount(1);
    await expect(page.getByRole('cell', {name: '`cap-engine`'}).or(page.getByRole('cell', {name: 'cap-engine'})).first()).toBeVisible();
    // The area cards link to every top-level entry of the sidebar.
    await expect(page.locator('article a[href="/codebase/agent-library"]').first()).toBeVisible();
  });

  test('each module page says which box of the diagram it is and links back to the overview', async ({page}) => {
    for (const [path, box] of [
      ['/codebase/engine/llm-integration', 'LlmProvider'],
      ['/codebase/engine/prompt-management', 'PromptRegistry'],
      ['/codebase/agent-library', 'Agent library'],
      ['/codebase/ingestion/ingestion-overview', 'Ingestion'],
      ['/codebase/frontend/frontend-overview', 'Frontend'],
      ['/codebase/aws/aws-overview', 'Deployment platform'],
    ] as const) {
      await page.goto(path);
      const firstParagraph = page.locator('article .markdown > p').first();
      await expect(firstParagraph).toContainText(box);
      await expect(firstParagraph.locator('a[href="/codebase/intro"]')).toHaveCount(1);
    }
  });

  test('AWS setup renders the real IAM policy files', async ({page}) => {
    await page.goto('/codebase/aws/setup');
    const policy = page.locator('div[class*="codeBlockContainer"]', {hasText: 'InjectOnlyThisServicesSecrets'});
    await expect(policy).toContainText('secretsmanager:GetSecretValue');
    await expect(policy).toContainText('cap/prod/agent-service/*');
  });
});

test.describe('Learning hub', () => {
  test('tutorial code is rendered from the example files', async ({page}) => {
    await page.goto('/learning-hub/tutorials/basic-agent');
    await expect(page.getByRole('heading', {level: 1, name: 'Build a basic tool-using agent'})).toBeVisible();
    const agentFile = page.locator('div[class*="codeBlockContainer"]', {has: page.getByText('examples/basic-agent/agent.ts', {exact: true})});
    await expect(agentFile).toContainText('export class AgentRunner');
    await expect(agentFile).toContainText('Stopped after');
    await expect(page.getByRole('heading', {level: 2, name: 'Next steps'})).toBeVisible();
  });

  test('the how-to and tutorial category pages list their guides', async ({page}) => {
    await page.goto('/learning-hub/category/how-to');
    await expect(page.getByRole('heading', {level: 1, name: 'How-to guides'})).toBeVisible();
    await expect(page.locator('article a[href="/learning-hub/how-to/deploy-agent"]')).toBeVisible();

    await page.goto('/learning-hub/category/tutorials');
    await expect(page.getByRole('heading', {level: 1, name: 'Tutorials'})).toBeVisible();
    await page.locator('article a[href="/learning-hub/tutorials/langchain-academy"]').click();
    await expect(page).toHaveURL(/\/learning-hub\/tutorials\/langchain-academy$/);
    await expect(page.getByRole('heading', {level: 2, name: 'The course modules in TypeScript'})).toBeVisible();
  });
});
