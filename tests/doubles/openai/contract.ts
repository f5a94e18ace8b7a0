/**
 * The request rules of OpenAI's Chat Completions (POST /v1/chat/completions) and Responses
 * (POST /v1/responses) APIs that the examples depend on, as pure functions. The HTTP double in
 * ./server.ts answers a request that breaks one of them with the error the real API returns
 * (status 400 and the body `{"error": {message, type, param, code}}`).
 *
 * Every rule names its source next to it: the official SDK's request types (openai 6.49.0,
 * node_modules/openai/...) or, where the types cannot express a rule (message order, per-model
 * rules), the provider's documentation and the error text as reported verbatim from the real API.
 * Only rules with a source are enforced; anything else is accepted as the real API would.
 * Error texts marked "verbatim" are copied from reports of the real API; the others follow the API's
 * usual wording ("Missing required parameter: …", "Unsupported parameter: …") and are approximations:
 * tests should assert on status, type and param, and on the text only for the verbatim ones.
 */

export interface ApiErrorBody {
  readonly message: string;
  readonly type: string;
  readonly param: string | null;
  readonly code: string | null;
}

export interface ApiError {
  readonly status: number;
  readonly error: ApiErrorBody;
}

const invalid = (message: string, param: string | null, code: string | null = null): ApiError => ({
  status: 400,
  error: {message, type: 'invalid_request_error', param, code},
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reasoning families whose default reasoning effort is not `none`.
 * Source: the model pages, e.g. https://developers.openai.com/api/docs/models/gpt-6.1-terra
 * ("`reasoning.effort` supports `none`, `low`, `medium` (default) …"), and the reports of the
 * tools rule below for gpt-5.2, gpt-5.4, gpt-5.6-{sol,terra,luna}, gpt-6-astra, gpt-6.1-{sol,terra}.
 */
export function isReasoningFamily(model: string): boolean {
  return /^gpt-(5\.[2-9]|6)([.-]|$)/.test(model) || /^o\d/.test(model);
}

/**
 * The first GPT-5 models (gpt-5, gpt-5-mini, gpt-5-nano) are reasoning models too, with medium as the
 * default effort and no `none`, but they accept function tools on Chat Completions: the tools rule below
 * applies from gpt-5.2 on (github.com/livekit/agents/pull/5088). Like every reasoning model they refuse
 * sampling parameters and `max_tokens` (https://developers.openai.com/api/docs/guides/reasoning;
 * `ChatCompletionCreateParamsBase.max_tokens`, openai 6.49.0).
 */
const FIRST_GPT5 = /^gpt-5(-mini|-nano)?(-\d{4}-\d{2}-\d{2})?$/;
const refusesSampling = (model: string) => isReasoningFamily(model) || FIRST_GPT5.test(model);

/**
 * Models that do not accept `reasoning_effort: 'none'`.
 * - gpt-6-astra and gpt-6.1-sol: https://docs.laozhang.ai/en/announcements/gpt-6-chat-tools-2026-11
 *   ("gpt-6-astra and gpt-6.1-sol don't accept none"); the GPT-6.1 Sol model page as summarized in
 *   https://apidog.com/blog/gpt-6-1-sol-api ("GPT-6.1 Sol does not accept none or minimal"); error text
 *   "Unsupported value: 'reasoning_effort' does not support 'none' with this model."
 *   (github.com/Kilo-Org/cloud/pull/3807).
 * - gpt-5, gpt-5-mini, gpt-5-nano (the models before gpt-5.1) and the o-series: "All models before
 *   gpt-5.1 default to medium reasoning effort, and do not support none." (OpenAI's `ReasoningEffort`
 *   doc as published in https://learn.microsoft.com/en-us/javascript/api/@azure/ai-projects/reasoningeffort).
 */
export function rejectsEffortNone(model: string): boolean {
  return /^gpt-6-astra|^gpt-6\.1-sol|^o\d/.test(model) || FIRST_GPT5.test(model);
}

/**
 * Models that do not accept `minimal`: the GPT-6.1 models list `none`, `low`, `medium` (default),
 * `high`, `xhigh`, `max` (gpt-6.1-terra model page, https://developers.openai.com/api/docs/models/gpt-6.1-terra,
 * as quoted in https://apidog.com/blog/gpt-6-1-terra-api/) and gpt-6.1-sol starts at `low`
 * ("does not accept none or minimal", https://apidog.com/blog/gpt-6-1-sol-api).
 */
export function rejectsEffortMinimal(model: string): boolean {
  return /^gpt-6\.1-/.test(model);
}

/** Source: openai 6.49.0 `resources/shared.d.ts` `ReasoningEffort`. */
const EFFORTS = new Set(['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max']);

/**
 * Function names: "Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum
 * length of 64." Source: openai 6.49.0 `resources/shared.d.ts` `FunctionDefinition.name`.
 */
const FUNCTION_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function checkModel(body: Json): ApiError | null {
  // Source: `ChatCompletionCreateParamsBase.model` and `ResponseCreateParamsBase.model` are required
  // in the SDK types (openai 6.49.0). Wording approximated.
  if (typeof body.model !== 'string' || body.model === '') return invalid('you must provide a model parameter', null);
  return null;
}

function checkSamplingParams(body: Json, model: string, effort: unknown): ApiError | null {
  // Reasoning models reject sampling parameters unless reasoning is off.
  // Source: https://docs.laozhang.ai/en/announcements/gpt-6-chat-tools-2026-11 ("unless reasoning effort
  // is none, leave out temperature, top_p, and similar parameters"), OpenAI reasoning guide
  // https://developers.openai.com/api/docs/guides/reasoning ; error text as returned by the API.
  if (!refusesSampling(model) || effort === 'none') return null;
  for (const name of ['temperature', 'top_p', 'presence_penalty', 'frequency_penalty', 'logprobs']) {
    if (body[name] !== undefined && body[name] !== null) {
      return invalid(`Unsupported parameter: '${name}' is not supported with this model.`, name, 'unsupported_parameter');
    }
  }
  return null;
}

function checkEffortValue(model: string, effort: unknown, param: string): ApiError | null {
  if (effort === undefined || effort === null) return null;
  if (typeof effort !== 'string' || !EFFORTS.has(effort)) {
    return invalid(`Invalid value: '${String(effort)}'. Supported values are: 'none', 'minimal', 'low', 'medium', 'high', 'xhigh', and 'max'.`, param, 'invalid_value');
  }
  if ((effort === 'none' && rejectsEffortNone(model)) || (effort === 'minimal' && rejectsEffortMinimal(model))) {
    return invalid(`Unsupported value: '${param}' does not support '${effort}' with this model.`, param, 'unsupported_value');
  }
  return null;
}

/** Validates a Chat Completions request body; null when the real API would accept it. */
export function checkChatRequest(body: unknown): ApiError | null {
  if (!isObject(body)) return invalid('We could not parse the JSON body of your request.', null);
  const modelError = checkModel(body);
  if (modelError) return modelError;
  const model = body.model as string;

  // Source: `ChatCompletionCreateParamsBase.messages` is required (openai 6.49.0
  // `resources/chat/completions/completions.d.ts`).
  if (!Array.isArray(body.messages)) return invalid("Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter');
  if (body.messages.length === 0) return invalid("Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'messages', 'empty_array');

  const effort = body.reasoning_effort;
  const effortError = checkEffortValue(model, effort, 'reasoning_effort');
  if (effortError) return effortError;

  // Source: `max_tokens` "is now deprecated in favor of `max_completion_tokens`, and is not compatible
  // with o-series models" (openai 6.49.0 `ChatCompletionCreateParamsBase.max_tokens`); the API answers
  // "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."
  if (body.max_tokens !== undefined && body.max_tokens !== null && refusesSampling(model)) {
    return invalid("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", 'max_tokens', 'unsupported_parameter');
  }
  const samplingError = checkSamplingParams(body, model, effort);
  if (samplingError) return samplingError;

  // Source: `stream_options` "Only set this when you set `stream: true`." (openai 6.49.0
  // `ChatCompletionCreateParamsBase.stream_options`); API text "The 'stream_options' parameter is only
  // allowed when 'stream' is enabled."
  if (body.stream_options != null && body.stream !== true) {
    return invalid("The 'stream_options' parameter is only allowed when 'stream' is enabled.", 'stream_options', 'invalid_value');
  }

  const tools = body.tools;
  if (tools !== undefined && tools !== null) {
    if (!Array.isArray(tools)) return invalid("Invalid type for 'tools': expected an array.", 'tools', 'invalid_type');
    for (const [i, tool] of tools.entries()) {
      // Source: `ChatCompletionFunctionTool` = {type: 'function', function: FunctionDefinition}
      // (openai 6.49.0 `resources/chat/completions/completions.d.ts`).
      if (!isObject(tool) || !isObject(tool.function)) return invalid(`Missing required parameter: 'tools[${i}].function'.`, `tools[${i}].function`, 'missing_required_parameter');
      const name = tool.function.name;
      if (typeof name !== 'string' || !FUNCTION_NAME.test(name)) {
        return invalid(`Invalid 'tools[${i}].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`, `tools[${i}].function.name`, 'invalid_value');
      }
    }
    // The rule the review found: function tools with a reasoning effort other than 'none' are refused on
    // Chat Completions for the GPT-5.2+ and GPT-6.x reasoning families, also when the request sets no effort
    // (the model's default, medium, applies). Sources: model page
    // https://developers.openai.com/api/docs/models/gpt-6.1-terra ("Tool calling requires the Responses
    // API"); error text (verbatim) from github.com/GEMISIS/leviath/issues/333 and
    // github.com/GoogleChromeLabs/webmcp-tools/issues/417; "tools only => 400, tools +
    // reasoning_effort=none => 200" measured in github.com/BerriAI/litellm/pull/34569.
    if (tools.length > 0 && isReasoningFamily(model) && !/^o\d/.test(model) && effort !== 'none') {
      return invalid(
        `Function tools with reasoning_effort are not supported for ${model} in /v1/chat/completions. To use function tools, use /v1/responses or set reasoning_effort to 'none'.`,
        'reasoning_effort',
      );
    }
  }

  return checkChatTranscript(body.messages);
}

/**
 * Message shapes and tool-call pairing in a Chat Completions transcript.
 * - roles: `ChatCompletionMessageParam` is a union of developer, system, user, assistant, tool and
 *   (deprecated) function messages (openai 6.49.0 `resources/chat/completions/completions.d.ts`);
 * - an assistant message's `content` is "Required unless `tool_calls` or `function_call` is specified"
 *   (`ChatCompletionAssistantMessageParam.content`);
 * - `ChatCompletionToolMessageParam.tool_call_id` is required;
 * - a tool message must answer a preceding assistant `tool_calls` id: "Invalid parameter: messages with
 *   role 'tool' must be a response to a preceeding message with 'tool_calls'." (the API's own spelling;
 *   verbatim in github.com/openai/openai-go/issues/43 and github.com/sdcb/chats/pull/132);
 * - every id of an assistant `tool_calls` message must be answered before the next non-tool message:
 *   "An assistant message with 'tool_calls' must be followed by tool messages responding to each
 *   'tool_call_id'. The following tool_call_ids did not have response messages: …" (verbatim in
 *   github.com/sdcb/chats/pull/132 and github.com/BerriAI/litellm/issues/10083).
 */
export function checkChatTranscript(messages: readonly unknown[]): ApiError | null {
  const ROLES = new Set(['developer', 'system', 'user', 'assistant', 'tool', 'function']);
  let open: {index: number; ids: Set<string>} | null = null;
  const unanswered = () =>
    invalid(
      `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...(open?.ids ?? [])].join(', ')}`,
      `messages.[${open?.index ?? 0}].role`,
    );

  for (const [i, message] of messages.entries()) {
    if (!isObject(message) || typeof message.role !== 'string' || !ROLES.has(message.role)) {
      return invalid(`Invalid value: '${isObject(message) ? String(message.role) : typeof message}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`, `messages[${i}].role`, 'invalid_value');
    }
    if (message.role === 'tool') {
      if (typeof message.tool_call_id !== 'string') return invalid(`Missing required parameter: 'messages[${i}].tool_call_id'.`, `messages[${i}].tool_call_id`, 'missing_required_parameter');
      if (!open || !open.ids.has(message.tool_call_id)) {
        return invalid("Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.", `messages.[${i}].role`);
      }
      open.ids.delete(message.tool_call_id);
      if (typeof message.content !== 'string' && !Array.isArray(message.content)) {
        return invalid(`Invalid type for 'messages[${i}].content': expected one of a string or array of objects, but got ${message.content === null ? 'null' : typeof message.content} instead.`, `messages[${i}].content`, 'invalid_type');
      }
      continue;
    }
    if (open && open.ids.size > 0) return unanswered();
    open = null;
    if (message.role === 'assistant') {
      const calls = message.tool_calls;
      const hasCalls = Array.isArray(calls) && calls.length > 0;
      if (!hasCalls && (message.content === null || message.content === undefined)) {
        return invalid(`Invalid value for 'content': expected a string, got null.`, `messages.[${i}].content`);
      }
      if (hasCalls) {
        const ids = new Set<string>();
        for (const [j, call] of (calls as unknown[]).entries()) {
          // Source: `ChatCompletionMessageFunctionToolCall` requires id, type 'function' and function{name, arguments}.
          if (!isObject(call) || typeof call.id !== 'string' || !isObject(call.function) || typeof call.function.arguments !== 'string' || typeof call.function.name !== 'string') {
            return invalid(`Missing required parameter: 'messages[${i}].tool_calls[${j}].id'.`, `messages[${i}].tool_calls[${j}]`, 'missing_required_parameter');
          }
          ids.add(call.id);
        }
        open = {index: i, ids};
      }
    } else if (message.role !== 'function' && (message.content === null || message.content === undefined)) {
      return invalid(`Invalid value for 'content': expected a string, got null.`, `messages.[${i}].content`);
    }
  }
  if (open && open.ids.size > 0) return unanswered();
  return null;
}

/** A JSON Schema is usable in strict mode only if every object lists all its properties as required and sets additionalProperties: false. */
function strictSchemaProblem(schema: unknown, path: string): string | null {
  if (!isObject(schema)) return null;
  if (schema.type === 'object' || isObject(schema.properties)) {
    const keys = Object.keys(isObject(schema.properties) ? schema.properties : {});
    const required = Array.isArray(schema.required) ? schema.required : [];
    const missing = keys.filter((key) => !required.includes(key));
    if (missing.length > 0) return `In context=(${path}), 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`;
    if (schema.additionalProperties !== false) return `In context=(${path}), 'additionalProperties' is required to be supplied and to be false.`;
    for (const [key, value] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
      const problem = strictSchemaProblem(value, path ? `${path}, '${key}'` : `'properties', '${key}'`);
      if (problem) return problem;
    }
  }
  if (isObject(schema.items)) return strictSchemaProblem(schema.items, `${path}, 'items'`);
  return null;
}

/** Validates a Responses API request body; null when the real API would accept it. */
export function checkResponsesRequest(body: unknown): ApiError | null {
  if (!isObject(body)) return invalid('We could not parse the JSON body of your request.', null);
  const modelError = checkModel(body);
  if (modelError) return modelError;
  const model = body.model as string;

  // Source: the Responses API takes `reasoning: {effort}` (openai 6.49.0 `ResponseCreateParamsBase.reasoning`,
  // `shared.d.ts` `Reasoning`); the Chat Completions name `reasoning_effort` is not a Responses parameter.
  for (const name of ['reasoning_effort', 'messages', 'max_completion_tokens', 'max_tokens']) {
    if (body[name] !== undefined) return invalid(`Unsupported parameter: '${name}'.`, name, 'unknown_parameter');
  }
  const effort = isObject(body.reasoning) ? body.reasoning.effort : undefined;
  const effortError = checkEffortValue(model, effort, 'reasoning.effort');
  if (effortError) return effortError;
  const samplingError = checkSamplingParams(body, model, effort);
  if (samplingError) return samplingError;

  if (body.tools !== undefined && body.tools !== null) {
    if (!Array.isArray(body.tools)) return invalid("Invalid type for 'tools': expected an array.", 'tools', 'invalid_type');
    for (const [i, tool] of body.tools.entries()) {
      if (!isObject(tool)) return invalid(`Invalid type for 'tools[${i}]': expected an object.`, `tools[${i}]`, 'invalid_type');
      if (tool.type !== 'function') continue; // hosted tools are outside what the examples use
      // Source: Responses `FunctionTool` is flat: {type: 'function', name, parameters, strict, description?}
      // (openai 6.49.0 `resources/responses/responses.d.ts`). A Chat Completions-shaped tool
      // ({type, function: {...}}) has no `name` at the top level.
      if (typeof tool.name !== 'string') return invalid(`Missing required parameter: 'tools[${i}].name'.`, `tools[${i}].name`, 'missing_required_parameter');
      if (!FUNCTION_NAME.test(tool.name)) {
        return invalid(`Invalid 'tools[${i}].name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`, `tools[${i}].name`, 'invalid_value');
      }
      // Source: strict mode requires every property in `required` and `additionalProperties: false`
      // (https://developers.openai.com/api/docs/guides/function-calling, "Strict mode"). Responses uses
      // strict validation when `strict` is true; when it is omitted it "attempts to use strict validation
      // when the schema is compatible, and falls back to non-strict validation otherwise" (openai 6.49.0
      // `responses.d.ts`, tool `strict`), so only an explicit `strict: true` is refused here.
      if (tool.strict === true) {
        const problem = strictSchemaProblem(tool.parameters, '');
        if (problem) return invalid(`Invalid schema for function '${tool.name}': ${problem}`, `tools[${i}].parameters`, 'invalid_function_parameters');
      }
    }
  }

  if (typeof body.input === 'string' || body.input === undefined) return null;
  if (!Array.isArray(body.input)) return invalid("Invalid type for 'input': expected one of a string or array of input items.", 'input', 'invalid_type');
  return checkResponsesInput(body.input, typeof body.previous_response_id === 'string');
}

/**
 * Function-call pairing in Responses input items.
 * - `function_call` items carry `call_id`, `name` and `arguments`; `function_call_output` items carry
 *   `call_id` and `output` (openai 6.49.0 `ResponseFunctionToolCall`, `ResponseInputItem.FunctionCallOutput`);
 * - an output whose call_id matches no earlier function_call: "No tool call found for function call output
 *   with call_id call_…." (verbatim in github.com/continuedev/continue/issues/10092 and
 *   github.com/james-6-23/codex2api/issues/414);
 * - a function_call with no output: "No tool output found for function call call_…." (verbatim in
 *   github.com/router-for-me/CLIProxyAPI/issues/2368 and github.com/tjardoo/openai-client/pull/124).
 * With `previous_response_id` the earlier calls live on the server; the double does not store responses,
 * so pairing is then checked within the input only for outputs-before-calls.
 */
export function checkResponsesInput(items: readonly unknown[], continuesStoredResponse = false): ApiError | null {
  const calls = new Map<string, boolean>();
  for (const [i, item] of items.entries()) {
    if (!isObject(item)) return invalid(`Invalid type for 'input[${i}]': expected an object.`, `input[${i}]`, 'invalid_type');
    if (item.type === 'function_call') {
      if (typeof item.call_id !== 'string') return invalid(`Missing required parameter: 'input[${i}].call_id'.`, `input[${i}].call_id`, 'missing_required_parameter');
      if (typeof item.name !== 'string') return invalid(`Missing required parameter: 'input[${i}].name'.`, `input[${i}].name`, 'missing_required_parameter');
      if (typeof item.arguments !== 'string') return invalid(`Missing required parameter: 'input[${i}].arguments'.`, `input[${i}].arguments`, 'missing_required_parameter');
      calls.set(item.call_id, false);
    } else if (item.type === 'function_call_output') {
      if (typeof item.call_id !== 'string') return invalid(`Missing required parameter: 'input[${i}].call_id'.`, `input[${i}].call_id`, 'missing_required_parameter');
      if (typeof item.output !== 'string' && !Array.isArray(item.output)) return invalid(`Missing required parameter: 'input[${i}].output'.`, `input[${i}].output`, 'missing_required_parameter');
      if (!calls.has(item.call_id)) {
        if (continuesStoredResponse) continue;
        return invalid(`No tool call found for function call output with call_id ${item.call_id}.`, 'input');
      }
      calls.set(item.call_id, true);
    } else if (item.type === undefined || item.type === 'message') {
      // Source: `EasyInputMessage` roles are user, assistant, system, developer (openai 6.49.0 `responses.d.ts`).
      if (!['user', 'assistant', 'system', 'developer'].includes(String(item.role))) {
        return invalid(`Invalid value: '${String(item.role)}'. Supported values are: 'assistant', 'system', 'developer', and 'user'.`, `input[${i}].role`, 'invalid_value');
      }
      if (typeof item.content !== 'string' && !Array.isArray(item.content)) {
        return invalid(`Invalid type for 'input[${i}].content': expected one of a string or array of input content.`, `input[${i}].content`, 'invalid_type');
      }
    }
  }
  for (const [callId, answered] of calls) {
    if (!answered) return invalid(`No tool output found for function call ${callId}.`, 'input');
  }
  return null;
}
