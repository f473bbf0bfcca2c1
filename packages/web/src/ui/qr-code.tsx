import { useEffect, useState } from 'react';
import { cx } from '.';

/** The join link as a QR code image; the QR library loads only when a lobby shows. */
export function QrCode({
  text,
  label,
  className = 'size-44',
}: {
  text: string;
  label: string;
  /** The size (default 11rem; the big screen shows it larger). */
  className?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 2, width: 320, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (!cancelled) setSrc(url);
      })
      .catch(() => undefined); // The link and its copy button remain.
    return () => {
      cancelled = true;
    };
  }, [text]);
  return (
    <div className={cx('mx-auto overflow-hidden rounded-xl bg-white p-1 shadow-inner', className)}>
      {src ? <img src={src} alt={label} className="size-full [image-rendering:pixelated]" /> : null}
    </div>
  );
}
