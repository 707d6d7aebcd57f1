// The brand mark (an arched niche holding a V), drawn from the same data as the app icons
// (scripts/generate-icons.mjs), in the current text colour.
import mark from './mark.json';

interface BrandMarkProps {
  size?: number;
  className?: string;
  /** Accessible name; without it the mark is decorative. */
  label?: string;
}

export function BrandMark({ size = 40, className, label }: BrandMarkProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={mark.viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={mark.strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {mark.strokes.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
