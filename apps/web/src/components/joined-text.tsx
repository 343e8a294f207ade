import { Fragment, type ReactNode } from 'react';

/**
 * Parts shown as "a · b · c", each its own text: a record code keeps the Latin digits it is typed and
 * printed with (docs/glossary.md 'Digits') while the rest of the line follows the page's digits.
 */
export function JoinedText({ parts, separator = ' · ' }: { parts: ReactNode[]; separator?: string }) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '');
  return (
    <>
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && separator}
          {part}
        </Fragment>
      ))}
    </>
  );
}
