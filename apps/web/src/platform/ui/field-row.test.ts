import { createElement, isValidElement, type ReactElement } from 'react';
import { Col } from 'antd';
import { describe, expect, it } from 'vitest';
import { FieldRow } from './field-row.tsx';

type Column = ReactElement<{ xs?: number; sm?: number; md?: number; children?: unknown }>;

const columns = (row: ReactElement<{ children: Column[] }>) => row.props.children;

describe('a row of fields', () => {
  it('puts each field in a column, halves from a small screen up', () => {
    const row = FieldRow({
      children: [createElement('input', { key: 'a' }), createElement('input', { key: 'b' })],
    });
    const cols = columns(row as ReactElement<{ children: Column[] }>);
    expect(cols).toHaveLength(2);
    expect(cols.map((c) => [c.type, c.props.xs, c.props.sm])).toEqual([
      [Col, 24, 12],
      [Col, 24, 12],
    ]);
  });

  it('keeps a column the form gave, and gives none to a field not shown', () => {
    const own = createElement(Col, { key: 'own', xs: 24 }, 'whole row');
    const row = FieldRow({
      col: { md: 8 },
      children: [null, false, own, createElement('input', { key: 'c' })],
    });
    const cols = columns(row as ReactElement<{ children: Column[] }>);
    expect(cols).toHaveLength(2);
    expect(cols[0]?.props).toEqual({ xs: 24, children: 'whole row' });
    expect(cols[1]?.props.md).toBe(8);
    expect(isValidElement(cols[1]?.props.children)).toBe(true);
  });

  it('puts a section title above the row', () => {
    const section = FieldRow({ title: 'Bank', children: createElement('input') }) as ReactElement<{
      children: [ReactElement<{ children: unknown }>, ReactElement<{ children: Column[] }>];
    }>;
    const [divider, row] = section.props.children;
    expect(divider.props.children).toBe('Bank');
    expect(columns(row)).toHaveLength(1);
  });
});
