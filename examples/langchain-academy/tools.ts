/**
 * The arithmetic tools of LangChain Academy's first agent lesson, written with
 * @langchain/core's tool() helper and zod schemas.
 */
import {tool} from '@langchain/core/tools';
import {z} from 'zod';

const pair = z.object({a: z.number().describe('first number'), b: z.number().describe('second number')});

export const add = tool(async ({a, b}) => String(a + b), {name: 'add', description: 'Add a and b.', schema: pair});

export const multiply = tool(async ({a, b}) => String(a * b), {name: 'multiply', description: 'Multiply a and b.', schema: pair});

export const divide = tool(
  async ({a, b}) => {
    if (b === 0) throw new Error('Cannot divide by zero.');
    return String(a / b);
  },
  {name: 'divide', description: 'Divide a by b.', schema: pair},
);

export const arithmeticTools = [add, multiply, divide];
