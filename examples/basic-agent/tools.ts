import type {Tool} from './agent.js';

export interface Order {
  readonly id: string;
  readonly status: 'processing' | 'shipped' | 'delivered';
  readonly carrier?: string;
  readonly eta?: string;
}

/** Where orders come from. The tutorial uses an in-memory map; production code calls the order service. */
export interface OrderStore {
  find(orderId: string): Promise<Order | undefined>;
}

export function inMemoryOrderStore(orders: readonly Order[]): OrderStore {
  const byId = new Map(orders.map((order) => [order.id, order]));
  return {find: async (orderId) => byId.get(orderId)};
}

const ORDER_ID = /^ORD-\d{4,8}$/;

/** A read-only tool: look up one order by its id. */
export function orderStatusTool(store: OrderStore): Tool {
  return {
    spec: {
      name: 'get_order_status',
      description: 'Look up the current status, carrier and estimated delivery date of one customer order.',
      parameters: {
        type: 'object',
        properties: {orderId: {type: 'string', description: 'Order id such as ORD-10042'}},
        required: ['orderId'],
        additionalProperties: false,
      },
    },
    async execute(args) {
      const orderId = typeof args === 'object' && args !== null ? (args as {orderId?: unknown}).orderId : undefined;
      if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
        throw new Error('orderId must look like ORD-12345.');
      }
      const order = await store.find(orderId);
      if (!order) throw new Error(`No order ${orderId} exists.`);
      return JSON.stringify(order);
    },
  };
}

export const SUPPORT_PROMPT = [
  'You are the order-support assistant of an online store.',
  'Use get_order_status to answer questions about an order; never guess a status.',
  'If the tool returns an error, tell the customer plainly what is missing.',
  'Answer in at most three sentences.',
].join(' ');
