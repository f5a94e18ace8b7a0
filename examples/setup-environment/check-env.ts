/**
 * npx tsx --env-file=.env examples/setup-environment/check-env.ts
 * Validates the environment, then makes one tiny call to prove the key and model work.
 * Pass --offline to skip the network call.
 */
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {describeConfig, loadConfig} from './config.js';

const [major] = process.versions.node.split('.').map(Number);
// examples/package.json declares "engines": {"node": ">=22"}. Node 20 reached end of life on
// 2026-04-30 (https://github.com/nodejs/Release) and gets no security fixes.
if ((major ?? 0) < 22) {
  console.error(`Node ${process.versions.node} is too old: the CAP examples need Node 22 or newer (24 LTS recommended).`);
  process.exit(1);
}

const result = loadConfig(process.env);
if (!result.ok) {
  console.error('Configuration problems:');
  for (const problem of result.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
for (const line of describeConfig(result.config)) console.log(line);

if (!process.argv.includes('--offline')) {
  const provider = OpenAiProvider.fromEnv();
  const reply = await provider.complete({messages: [{role: 'user', content: 'Reply with the single word: ready'}], maxOutputTokens: 1_000});
  console.log(`Model ${reply.model} answered: ${reply.content ?? '(no text)'}`);
}
