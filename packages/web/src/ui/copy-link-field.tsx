import { useId, useState } from 'react';
import { Button } from './button';
import { cx } from './cx';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CopyLinkFieldProps {
  link: string;
  label: string;
  /** Shows the label to screen readers only. */
  hideLabel?: boolean;
  buttonLabel: string;
  copiedMessage: string;
}

/** A read-only link with a copy button, and a status line that says whether it was copied. */
export function CopyLinkField({
  link,
  label,
  hideLabel = false,
  buttonLabel,
  copiedMessage,
}: CopyLinkFieldProps) {
  const linkId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="flex w-full flex-col gap-2">
      <label htmlFor={linkId} className={cx('text-sm font-semibold', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <input
          id={linkId}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        <Button variant="secondary" onClick={() => void copyText(link).then(setCopied)}>
          {buttonLabel}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium">
        {copied === true ? copiedMessage : null}
        {copied === false ? 'Could not copy: select the link and copy it.' : null}
      </p>
    </div>
  );
}
