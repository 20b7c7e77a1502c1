// One photo of the full-screen gallery that zooms: two fingers pinch it (1x to 4x),
// one finger or the mouse moves it while zoomed, a double tap or double click toggles
// 2.5x, and Ctrl + wheel (a trackpad pinch) zooms on desktop. Pointer events only,
// so it costs no library.
import { type PointerEvent, useRef, useState } from 'react';
import type { Photo } from '../../shared/schemas/listing.ts';

const MAX_ZOOM = 4;
const DOUBLE_TAP_ZOOM = 2.5;

type View = { scale: number; x: number; y: number };
const UNZOOMED: View = { scale: 1, x: 0, y: 0 };

const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(1, scale));
const distance = (points: { x: number; y: number }[]) => {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

export function ZoomablePhoto(props: {
  photo: Photo;
  alt: string;
  eager: boolean;
  /** Told when the photo becomes zoomed or not, so swiping can pause while zoomed. */
  onZoomChange: (zoomed: boolean) => void;
}) {
  const { photo, alt, eager, onZoomChange } = props;
  const [view, setView] = useState<View>(UNZOOMED);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const pan = useRef<{ x: number; y: number; from: View } | null>(null);

  const show = (next: View) => {
    const settled = next.scale <= 1.01 ? UNZOOMED : next;
    setView(settled);
    onZoomChange(settled.scale > 1);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      pinch.current = { distance: distance([...pointers.current.values()]), scale: view.scale };
      pan.current = null;
      e.currentTarget.setPointerCapture(e.pointerId);
      e.stopPropagation();
    } else if (view.scale > 1) {
      pan.current = { x: e.clientX, y: e.clientY, from: view };
      e.currentTarget.setPointerCapture(e.pointerId);
      e.stopPropagation();
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      const scale = clampScale(
        (pinch.current.scale * distance([...pointers.current.values()])) / pinch.current.distance,
      );
      show({ ...view, scale });
      e.stopPropagation();
    } else if (pan.current) {
      const { from } = pan.current;
      setView({ ...from, x: from.x + e.clientX - pan.current.x, y: from.y + e.clientY - pan.current.y });
      e.stopPropagation();
    }
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) pan.current = null;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pinch and pan are gestures on the photo itself; keys move between photos.
    <div
      className="flex h-full w-full touch-none items-center justify-center overflow-hidden"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={() => show(view.scale > 1 ? UNZOOMED : { scale: DOUBLE_TAP_ZOOM, x: 0, y: 0 })}
      onWheel={(e) => {
        if (e.ctrlKey) show({ ...view, scale: clampScale(view.scale * Math.exp(-e.deltaY / 100)) });
      }}
    >
      <img
        src={photo.lg}
        srcSet={`${photo.md} 960w, ${photo.lg} 1600w`}
        sizes="100vw"
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        data-zoom={view.scale.toFixed(2)}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        className="max-h-full max-w-full select-none object-contain transition-transform duration-75"
      />
    </div>
  );
}
