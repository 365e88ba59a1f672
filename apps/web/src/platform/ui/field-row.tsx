import { Children, isValidElement, type ReactNode } from 'react';
import { Col, Divider, Row, type ColProps } from 'antd';

/** Two to a row from a small screen (576 px) up, one under the other on a phone. */
const HALVES: ColProps = { sm: 12 };

interface FieldRowProps {
  children: ReactNode;
  /** The breakpoints' widths of each field ({ sm: 12, md: 8 }: two, then three to a row). */
  col?: ColProps;
  /** A section's title, on a line above its fields (the long forms: sign-up, onboarding). */
  title?: ReactNode;
}

/**
 * Fields side by side on a wide screen and one under the other on a phone: each child gets a column
 * the whole row wide on a phone and `col` from the breakpoints it names. A child that is already a
 * column (a field the whole row wide) keeps its own; an empty one (a field shown only in some cases)
 * takes no column.
 */
export function FieldRow({ children, col = HALVES, title }: FieldRowProps) {
  const row = (
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
  if (title === undefined) return row;
  return (
    <>
      <Divider titlePlacement="start" plain className="cr-form-section">
        {title}
      </Divider>
      {row}
    </>
  );
}
