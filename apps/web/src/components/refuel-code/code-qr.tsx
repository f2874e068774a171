import { useEffect, useState } from 'react';

type Matrix = boolean[][];

/** One SVG path of the dark modules: small, crisp at any size, and no inline style (CSP). */
export function qrPath(matrix: Matrix): string {
  let d = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

/**
 * The refuel code as a QR for the pump's scanner. The encoder (uqr, about 8 KB gzip) loads only
 * when a code is on screen, never with the sign-in page.
 */
export function CodeQr({ code, label }: { code: string; label: string }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(code, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [code]);

  if (!matrix) {
    return (
      <div
        className="size-40 rounded-xl bg-sand-100 motion-safe:animate-pulse"
        aria-hidden="true"
      />
    );
  }
  const size = matrix.length;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className="size-40 rounded-xl bg-white"
      data-testid="refuel-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix)} fill="#0a2f37" />
    </svg>
  );
}
