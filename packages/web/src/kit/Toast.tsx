/** A message over the table (a refused action's reason), until dismissed or the next action. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function Toast({
  text,
  onDismiss,
  className = 'toast',
}: {
  text: string;
  onDismiss: () => void;
  className?: string;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert">
      {text}
      <button type="button" onClick={onDismiss} aria-label={t('kit.toast.dismiss')}>
        ×
      </button>
    </div>
  );
}
