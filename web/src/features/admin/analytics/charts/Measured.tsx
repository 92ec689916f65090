import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Draws its chart at the width it has on the page, and again when that changes (a phone turned, a window resized). */
export function Measured({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={{ height }}>
      {width > 0 && children(width)}
    </div>
  );
}
