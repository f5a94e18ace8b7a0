#!/usr/bin/env node
// Runs the production build, echoing its output and keeping a copy in
// test-results/build.log: the site config only warns on broken links (as the
// specification asks), and the test suite reads this log to fail on any warning.
import {spawn} from 'node:child_process';
import {createWriteStream, mkdirSync} from 'node:fs';

mkdirSync('test-results', {recursive: true});
const log = createWriteStream('test-results/build.log');
const started = Date.now();
const child = spawn('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'pipe', 'pipe'], env: process.env});
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
child.on('close', (code) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = `build finished in ${seconds} s with exit code ${code}\n`;
  process.stdout.write(line);
  log.end(line);
  process.exit(code ?? 1);
});
