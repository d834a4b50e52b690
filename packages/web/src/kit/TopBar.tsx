/**
 * The top bar, at every table: the game's heading, the table's chips (round, turn, decks...), then the
 * table's buttons at the right end.
 */
import type { ReactElement, ReactNode } from 'react';

export function TopBar({
  heading,
  headingTitle,
  chips,
  className = 'topbar',
  spacerClassName = 'spacer',
  children,
}: {
  heading: ReactNode;
  /** The heading in full, for a narrow screen that cuts it. */
  headingTitle?: string;
  chips: ReactNode;
  className?: string;
  spacerClassName?: string;
  /** The buttons. */
  children?: ReactNode;
}): ReactElement {
  return (
    <header className={className}>
      <h1 title={headingTitle}>{heading}</h1>
      {chips}
      <span className={spacerClassName} />
      {children}
    </header>
  );
}
