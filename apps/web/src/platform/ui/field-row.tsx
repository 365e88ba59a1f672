import { Children, isValidElement, type ReactNode } from 'react';
import { Col, Row, type ColProps } from 'antd';

/** Two to a row from a small screen (576 px) up, one under the other on a phone. */
const HALVES: ColProps = { sm: 12 };

/**
 * Fields side by side on a wide screen and one under the other on a phone: each child gets a column
 * the whole row wide on a phone and `col` from the breakpoints it names ({ md: 8 }: three to a row
 * from 768 px). A child that is already a column (a field the whole row wide) keeps its own; an empty one (a
 * field shown only in some cases) takes no column.
 */
export function FieldRow({ children, col = HALVES }: { children: ReactNode; col?: ColProps }) {
  return (
    <Row gutter={16}>
      {Children.toArray(children).map((child, i) =>
        isValidElement(child) && child.type === Col ? (
          child
        ) : (
          <Col key={isValidElement(child) ? child.key : i} xs={24} {...col}>
            {child}
          </Col>
        ),
      )}
    </Row>
  );
}
