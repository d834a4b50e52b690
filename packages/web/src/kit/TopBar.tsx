/**
 * The top bar, at every table: the game's heading, the table's chips (round, turn, decks...), then the
 * table's buttons at the right end, and after them what the shell puts there (screens/table-bar.ts).
 */
import { useContext, type ReactElement, type ReactNode } from 'react';
import { TableBarItems } from '../shell/screens/table-bar.ts';

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
      {useContext(TableBarItems)}
    </header>
  );
}
