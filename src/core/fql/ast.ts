// The FQL syntax tree; every node keeps its source span for error messages.
export interface Span {
  start: number
  end: number
}

export type Literal = { kind: 'string'; value: string; span: Span } | { kind: 'number'; value: number; raw: string; span: Span } | { kind: 'boolean'; value: boolean; span: Span }

export type TextMode = 'contains' | 'startswith' | 'endswith'
export type CmpOp = '==' | '!=' | '>' | '>=' | '<' | '<='

export type Node =
  | { type: 'and'; items: Node[]; span: Span }
  | { type: 'or'; items: Node[]; span: Span }
  | { type: 'not'; item: Node; span: Span }
  | { type: 'compare'; field: string; fieldSpan: Span; op: CmpOp; value: Literal; span: Span }
  | { type: 'in'; field: string; fieldSpan: Span; negated: boolean; values: Literal[]; span: Span }
  | { type: 'between'; field: string; fieldSpan: Span; negated: boolean; low: Literal; high: Literal; span: Span }
  | { type: 'text'; field: string; fieldSpan: Span; negated: boolean; mode: TextMode; value: Literal; span: Span }
  | { type: 'null'; field: string; fieldSpan: Span; negated: boolean; span: Span }
