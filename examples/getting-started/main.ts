/**
 * OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra npx tsx examples/getting-started/main.ts < notes.txt
 */
import {text} from 'node:stream/consumers';
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {summarize} from './first-call.js';

const input = process.stdin.isTTY
  ? 'CAP routes every model call through one LlmProvider interface, so teams can switch vendors without touching agent code.'
  : await text(process.stdin);

const summary = await summarize(OpenAiProvider.fromEnv(), input);
console.log(summary.text);
console.error(`model=${summary.model} tokens in/out=${summary.usage.inputTokens}/${summary.usage.outputTokens}`);
