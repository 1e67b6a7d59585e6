/**
 * A QR code of a link, drawn as SVG from a kept library (qrcode-generator, loaded when it is first shown).
 * Named by the link it holds, and printed beside it, so it is never the only way to the link.
 */
import { useEffect, useState } from 'preact/hooks';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let gone = false;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(text);
      qr.make();
      const n = qr.getModuleCount();
      let d = '';
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
      if (!gone) setPath({ d, size: n + 8 });
    });
    return () => {
      gone = true;
    };
  }, [text]);
  return (
    <svg class="qr-code" role="img" aria-label={label} viewBox={`0 0 ${path?.size ?? 33} ${path?.size ?? 33}`} shape-rendering="crispEdges">
      <rect width="100%" height="100%" fill="#fff" />
      {path && <path d={path.d} fill="#000" />}
    </svg>
  );
}
