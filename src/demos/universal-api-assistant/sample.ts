/** An invented OpenAPI 3 document (YAML) for the Universal API Assistant demo; the API does not exist. */
export const SAMPLE_OPENAPI = `openapi: 3.0.3
info:
  title: Helpdesk API (sample)
  version: 1.0.0
  description: An invented helpdesk API used by the demo. Requests are built, never sent.
servers:
  - url: https://api.example.com/v1
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
  schemas:
    TicketId:
      type: string
      pattern: '^TCK-[0-9]{4,}$'
      description: Ticket number such as TCK-1042
    Customer:
      type: object
      required: [email]
      properties:
        email:
          type: string
          pattern: '^[^@ ]+@[^@ ]+\\.[^@ ]+$'
          description: Customer e-mail address
        name:
          type: string
          maxLength: 80
security:
  - bearerAuth: []
paths:
  /tickets:
    get:
      operationId: listTickets
      summary: List support tickets
      description: Returns tickets, newest first, filtered by status or assignee.
      parameters:
        - name: status
          in: query
          description: Only tickets with this status
          schema:
            type: string
            enum: [open, pending, solved, closed]
        - name: assignee
          in: query
          description: Agent e-mail the ticket is assigned to
          schema:
            type: string
        - name: limit
          in: query
          description: Maximum number of tickets to return
          schema:
            type: integer
            minimum: 1
            maximum: 100
            default: 20
      responses:
        '200':
          description: A page of tickets
    post:
      operationId: createTicket
      summary: Open a new support ticket
      description: Creates a ticket for a customer problem or question.
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [subject, priority, customer]
              properties:
                subject:
                  type: string
                  minLength: 5
                  maxLength: 120
                  description: Short summary of the problem
                priority:
                  type: string
                  enum: [low, normal, high, urgent]
                customer:
                  $ref: '#/components/schemas/Customer'
                tags:
                  type: array
                  items:
                    type: string
                  description: Labels such as billing or login
      responses:
        '201':
          description: Ticket created
  /tickets/{ticketId}:
    parameters:
      - name: ticketId
        in: path
        required: true
        schema:
          $ref: '#/components/schemas/TicketId'
    get:
      operationId: getTicket
      summary: Get one ticket
      description: Returns a ticket with its status, priority and history.
      responses:
        '200':
          description: The ticket
    patch:
      operationId: updateTicket
      summary: Change a ticket's status, priority or assignee
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                status:
                  type: string
                  enum: [open, pending, solved, closed]
                priority:
                  type: string
                  enum: [low, normal, high, urgent]
                assignee:
                  type: string
      responses:
        '200':
          description: Updated
    delete:
      operationId: deleteTicket
      summary: Delete a ticket
      description: Permanently removes a ticket created by mistake.
      responses:
        '204':
          description: Deleted
  /tickets/{ticketId}/comments:
    post:
      operationId: addComment
      summary: Reply to a ticket
      description: Adds a public reply or an internal note to a ticket.
      parameters:
        - name: ticketId
          in: path
          required: true
          schema:
            $ref: '#/components/schemas/TicketId'
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [body]
              properties:
                body:
                  type: string
                  minLength: 1
                  maxLength: 5000
                public:
                  type: boolean
                  description: false for an internal note
      responses:
        '201':
          description: Comment added
  /customers:
    get:
      operationId: searchCustomers
      summary: Search customers
      description: Finds customers by name or e-mail address.
      parameters:
        - name: q
          in: query
          required: true
          description: Name or e-mail to search for
          schema:
            type: string
            minLength: 2
      responses:
        '200':
          description: Matching customers
  /refunds:
    post:
      operationId: createRefund
      summary: Refund an order
      description: Issues a refund of part or all of an order's amount to the original payment method.
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [orderId, amount, reason]
              properties:
                orderId:
                  type: string
                  pattern: '^ORD-[0-9]{5}$'
                  description: Order number such as ORD-48213
                amount:
                  type: number
                  minimum: 0.01
                  maximum: 5000
                  description: Amount to refund
                reason:
                  type: string
                  enum: [damaged, late, wrong_item, other]
      responses:
        '201':
          description: Refund issued
`;
