import type { ReactNode } from 'react';

export interface CoopColumn<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  caption: string;
  columns: CoopColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/** One of the cabinet's lists: a table, each cell labelled by its column for the cards of narrow screens (coop.css). */
export function CoopTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <table className="coop-table">
      <caption className="coop-caption">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
