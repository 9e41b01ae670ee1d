// Orders and their items (contract §8), in table order. The order record's computed keys
// (`items_count`, `payment`, `items`) are built in src/core/commerce/orders.ts.
import type { Field } from './field.ts'

/** An order's state: pending until its online payment is settled, then completed or failed. */
export const ORDER_STATUSES = ['pending', 'completed', 'failed'] as const
/** The payment's state: credits are paid at once; an online payment is created, then paid or failed. */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const
/** What an order buys: a company's, director's or registration's lead, or a company with everything known about it. */
export const ITEM_TYPES = ['company', 'director', 'gst', 'fullcompany'] as const

export const ORDER_FIELDS = [
  { column: 'id', key: '_id', type: 'text', label: 'Order id' },
  { column: 'user_id', type: 'text', nullable: true, label: 'User' },
  { column: 'order_name', key: 'orderName', type: 'text', label: 'Order' },
  { column: 'payment_option', key: 'paymentOption', type: 'text', label: 'Paid with' },
  { column: 'total_amount', key: 'total_amount', type: 'real', label: 'Amount' },
  { column: 'credits_used', key: 'credits_used', type: 'number', label: 'Credits used' },
  { column: 'status', key: 'status', type: 'text', label: 'Status', values: ORDER_STATUSES },
  { column: 'payment_status', key: 'payment_status', type: 'text', label: 'Payment', values: PAYMENT_STATUSES },
  // Shown inside the record's `payment`, with the checkout page's address.
  { column: 'gateway_order_id', type: 'text', nullable: true, label: 'Gateway order id' },
  // The payer as the checkout page took them: kept for the gateway, never answered with.
  { column: 'customer_name', type: 'text', nullable: true, label: 'Customer' },
  { column: 'customer_email', type: 'text', nullable: true, label: 'Customer email' },
  { column: 'created_at', key: 'created_at', type: 'time', label: 'Placed' },
  { column: 'updated_at', key: 'updated_at', type: 'time', label: 'Updated' },
] as const satisfies readonly Field[]

export const ORDER_ITEM_FIELDS = [
  { column: 'order_id', type: 'text', label: 'Order id' },
  { column: 'position', type: 'number', label: 'Position' },
  { column: 'type', key: 'type', type: 'text', label: 'Type', values: ITEM_TYPES },
  { column: 'name', key: 'name', type: 'text', label: 'Name' },
  { column: 'number', key: 'number', type: 'text', label: 'Identifier' },
  { column: 'price', key: 'price', type: 'real', label: 'Price' },
] as const satisfies readonly Field[]
