/**
 * The same policy-search tool, published as a Model Context Protocol server so any
 * MCP host (an IDE, a desktop assistant, another CAP agent) can use it.
 * Run over stdio: npx tsx examples/custom-tools/mcp-server.ts
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {pathToFileURL} from 'node:url';
import {searchPoliciesSchema, searchPoliciesTool, type PolicyHit, type PolicySearch} from './tools.js';

export function createPolicyServer(library: PolicySearch): McpServer {
  const server = new McpServer({name: 'cap-policy-library', version: '1.0.0'});
  const tool = searchPoliciesTool(library);

  server.registerTool(
    tool.spec.name,
    {
      title: 'Search company policies',
      description: tool.spec.description,
      inputSchema: searchPoliciesSchema.shape,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      try {
        return {content: [{type: 'text', text: await tool.execute(args, {})}]};
      } catch (error) {
        return {isError: true, content: [{type: 'text', text: error instanceof Error ? error.message : String(error)}]};
      }
    },
  );
  return server;
}

/** A tiny keyword index so the server runs without any backing service. */
export function keywordPolicySearch(passages: readonly PolicyHit[]): PolicySearch {
  return {
    async search(query, limit) {
      const terms = query.toLowerCase().split(/\W+/).filter((term) => term.length > 2);
      return passages
        .map((hit) => ({hit, score: terms.filter((term) => `${hit.title} ${hit.excerpt}`.toLowerCase().includes(term)).length}))
        .filter(({score}) => score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({hit}) => hit);
    },
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const server = createPolicyServer(
    keywordPolicySearch([
      {id: 'HR-7', title: 'Remote work', excerpt: 'Employees may work remotely up to three days a week with manager approval.'},
      {id: 'IT-12', title: 'Laptop replacement', excerpt: 'Laptops are replaced every four years or when repair costs exceed half their value.'},
    ]),
  );
  await server.connect(new StdioServerTransport());
  // stdout carries the protocol; log to stderr only.
  console.error('cap-policy-library MCP server ready on stdio');
}
