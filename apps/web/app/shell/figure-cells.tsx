import type { ReactNode } from 'react';
import blocks from './page-blocks.module.css';

/**
 * The heads of a table's figure columns, right-aligned over their numbers; a false name is a column
 * left out. `classNames` adds a class to the head at the same place (a column a phone hides).
 */
export function FigureHeads({ names, classNames = [] }: { names: (ReactNode | false)[]; classNames?: (string | undefined)[] }) {
  return (
    <>
      {names.map(
        (name, i) =>
          name !== false && (
            <th key={i} scope="col" className={classNames[i] ? `${blocks.num} ${classNames[i]}` : blocks.num}>
              {name}
            </th>
          ),
      )}
    </>
  );
}

/** A row's figure cells, right-aligned in the columns under FigureHeads. */
export function FigureCells({ values }: { values: ReactNode[] }) {
  return (
    <>
      {values.map((value, i) => (
        <td key={i} className={blocks.num}>
          {value}
        </td>
      ))}
    </>
  );
}
