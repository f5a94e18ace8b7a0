// @vitest-environment node
/**
 * The GitHub Actions workflows, checked before GitHub sees them: each file parses against GitHub's own
 * workflow schema (@actions/workflow-parser, the parser of GitHub's Actions language services: keys,
 * types, expressions and contexts such as `vars`, job `needs`), and the repository's rules hold:
 * actions pinned by full commit SHA, permissions per job, the deploy after the checks and only on
 * main, no fallback values for the deployment settings.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow} from '@actions/workflow-parser';
import {parse} from 'yaml';

const DIR = join(__dirname, '../../../.github/workflows');
const FILES = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));

/** Every problem GitHub's parser reports for a workflow (schema, expressions, job graph). */
async function workflowProblems(name: string, content: string): Promise<string[]> {
  const result = parseWorkflow({name, content}, new NoOperationTraceWriter());
  const problems = result.context.errors.getErrors().map((e) => e.message);
  if (result.value) {
    const template = await convertWorkflowTemplate(result.context, result.value);
    for (const e of template.errors ?? []) if (!problems.includes(e.Message)) problems.push(e.Message);
  }
  return problems;
}

type Step = {uses?: string; run?: string; env?: Record<string, string>};
type Job = {permissions?: unknown; needs?: string | string[]; if?: string; steps?: Step[]; uses?: string};
type Workflow = {on: unknown; permissions?: unknown; jobs: Record<string, Job>};
const load = (file: string) => parse(readFileSync(join(DIR, file), 'utf8')) as Workflow;

describe('the workflow check', () => {
  it('fails on a broken workflow: a misspelt key and a broken expression', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    permisions:',
      '      contents: read',
      '    steps:',
      '      - run: echo ${{ github.sha( }}',
    ].join('\n');
    const problems = await workflowProblems('broken.yml', broken);
    expect(problems).toEqual([
      expect.stringMatching(/^broken\.yml \(Line: 5, Col: 5\): Unexpected value 'permisions'/),
      expect.stringMatching(/^broken\.yml \(Line: 8, Col: \d+\): Unexpected symbol: '\('/),
    ]);
  });

  it('fails on a deploy that needs a job that does not exist', async () => {
    const job = (id: string, needs: string) => `  ${id}:\n    needs: ${needs}\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n`;
    const broken = `on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n${job('deploy', 'checks')}`;
    expect((await workflowProblems('needs.yml', broken)).join('\n')).toMatch(/checks/);
    expect(await workflowProblems('needs.yml', broken.replace('needs: checks', 'needs: test'))).toEqual([]);
  });

  it('knows the vars and secrets contexts', async () => {
    const ok = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "$X"\n        env:\n          X: ${{ vars.SITE_URL }}${{ secrets.TOKEN }}\n';
    expect(await workflowProblems('ok.yml', ok)).toEqual([]);
  });
});

describe.each(FILES)('%s', (file) => {
  const workflow = load(file);

  it('passes GitHub’s workflow parser', async () => {
    expect(await workflowProblems(file, readFileSync(join(DIR, file), 'utf8'))).toEqual([]);
  });

  it('grants nothing at the top and names its permissions on every job', () => {
    expect(workflow.permissions).toEqual({});
    for (const [id, job] of Object.entries(workflow.jobs)) expect(job.permissions, `${file}: job ${id}`).toBeDefined();
  });

  it('pins every action by full commit SHA, with the tag in a comment', () => {
    const lines = readFileSync(join(DIR, file), 'utf8').split('\n').filter((l) => /^\s*(-\s*)?uses:/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/);
  });

  it('gives the deployment settings no fallback values', () => {
    const text = readFileSync(join(DIR, file), 'utf8');
    expect(text).not.toMatch(/\|\|/);
    expect(text).not.toMatch(/genai-enterprise\.github\.io/);
  });
});

describe('ci.yml', () => {
  const ci = load('ci.yml');
  const runs = (job: Job) => (job.steps ?? []).map((s) => s.run ?? '').join('\n');

  it('runs on every pull request and on pushes to main', () => {
    expect(ci.on).toMatchObject({pull_request: null, push: {branches: ['main']}});
  });

  it('checks: typecheck, unit tests, content lint, a build that fails on broken links, the smoke tests', () => {
    const checks = ci.jobs.checks!;
    for (const command of ['npm ci', 'npm run typecheck', 'npm run test:unit', 'npm run lint:content', 'npm run build:logged', 'npm run test:smoke']) {
      expect(runs(checks)).toContain(command);
    }
    expect(checks.steps!.find((s) => s.run === 'npm run build:logged')?.env).toEqual({STRICT_LINKS: 'true'});
  });

  it('reviews dependencies on pull requests', () => {
    const review = ci.jobs['dependency-review']!;
    expect(review.if).toBe("github.event_name == 'pull_request'");
    expect(review.steps!.some((s) => s.uses?.startsWith('actions/dependency-review-action@'))).toBe(true);
  });

  it('deploys to Cloudflare Pages only from main, after the checks, with a production build', () => {
    const deploy = ci.jobs.deploy!;
    expect(deploy.needs).toBe('checks');
    expect(deploy.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(deploy.permissions).toEqual({contents: 'read'});
    const build = deploy.steps!.find((s) => s.run === 'npm run build')!;
    expect(build.env).toMatchObject({DEPLOY_ENV: 'production', SITE_URL: '${{ vars.SITE_URL }}', BASE_URL: '${{ vars.BASE_URL }}'});
    expect(runs(deploy)).toMatch(/npx wrangler pages deploy build /);
  });
});

describe('weekly.yml', () => {
  it('runs weekly, writes the report and keeps one issue', () => {
    const weekly = load('weekly.yml');
    expect(weekly.on).toMatchObject({schedule: [{cron: expect.stringMatching(/^\S+ \S+ \* \* \d$/)}]});
    const job = weekly.jobs.report!;
    expect(job.permissions).toEqual({contents: 'read', issues: 'write'});
    const script = (job.steps ?? []).map((s) => s.run ?? '').join('\n');
    expect(script).toContain('node scripts/content-report.mjs --external-links --stale-days 180');
    expect(script).toMatch(/gh issue edit[\s\S]*gh issue create/);
  });
});

describe('dependabot.yml', () => {
  it('proposes updates for npm and for the actions', () => {
    const config = parse(readFileSync(join(DIR, '..', 'dependabot.yml'), 'utf8')) as {updates: {'package-ecosystem': string}[]};
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
  });
});
